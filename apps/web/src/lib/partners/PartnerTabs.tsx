import { Permission } from '@cabinet/contract';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { documentsPaths, partnersPaths, reportsPaths, tariffsPaths } from '../paths';
import { useAuth } from '../session';

/**
 * The tab bar of a partner's screens, which several features draw (partners, tariffs, reports,
 * documents): links to its card, users, services, reports and documents (as permitted).
 */
export function PartnerTabs({ partnerId }: { partnerId: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const permissions = useAuth((s) => s.user?.permissions ?? []);
  const can = (permission: string) => permissions.includes(permission);
  const tabs = [
    can(Permission.partnersEdit) && {
      to: partnersPaths.editPartner(partnerId),
      label: t('partnerTabs.card'),
    },
    can(Permission.usersView) && {
      to: partnersPaths.users(partnerId),
      label: t('partnerTabs.users'),
    },
    can(Permission.servicesEdit) && {
      to: tariffsPaths.userServices(partnerId),
      label: t('partnerTabs.services'),
    },
    can(Permission.reportsView) && {
      to: reportsPaths.list(partnerId),
      label: t('partnerTabs.reports'),
    },
    can(Permission.documentsView) && {
      to: documentsPaths.documents(partnerId),
      label: t('partnerTabs.documents'),
    },
  ].filter((tab): tab is { to: string; label: string } => Boolean(tab));
  const current = tabs.find((tab) => pathname === tab.to)?.to ?? false;
  if (tabs.length < 2) return null;
  return (
    <Tabs
      value={current}
      variant="scrollable"
      aria-label={t('partnerTabs.label')}
      sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab key={tab.to} value={tab.to} label={tab.label} component={Link} to={tab.to} />
      ))}
    </Tabs>
  );
}
