import { Permission } from '@cabinet/contract';
import { useTranslation } from 'react-i18next';
import { documentsPaths, partnersPaths, reportsPaths, tariffsPaths } from '../paths';
import { useAuth } from '../session';

/** A partner's screens, in the order their links stand. */
export type PartnerSection = 'card' | 'users' | 'services' | 'reports' | 'documents';

const SECTIONS: { section: PartnerSection; permission: string; to: (id: number) => string }[] = [
  { section: 'card', permission: Permission.partnersEdit, to: partnersPaths.editPartner },
  { section: 'users', permission: Permission.usersView, to: partnersPaths.users },
  { section: 'services', permission: Permission.servicesEdit, to: tariffsPaths.userServices },
  { section: 'reports', permission: Permission.reportsView, to: reportsPaths.list },
  { section: 'documents', permission: Permission.documentsView, to: documentsPaths.documents },
];

export interface PartnerLink {
  section: PartnerSection;
  to: string;
  label: string;
}

/**
 * The links to a partner's screens the signed-in user may open (the tab bar's, a row's menu):
 * call the returned function with the partner's id.
 */
export function usePartnerLinks(): (partnerId: number) => PartnerLink[] {
  const { t } = useTranslation();
  const permissions = useAuth((s) => s.user?.permissions ?? []);
  return (partnerId) =>
    SECTIONS.filter(({ permission }) => permissions.includes(permission)).map(
      ({ section, to }) => ({ section, to: to(partnerId), label: t(`partnerTabs.${section}`) }),
    );
}
