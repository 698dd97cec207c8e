import { Permission } from '@cabinet/contract';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../../lib/session';
import { partnersPaths as paths } from '../paths';

/** Links from a partner to its card, users, services, reports and documents (as permitted). */
export function PartnerTabs({ partnerId }: { partnerId: number }) {
  const { t } = useTranslation('partners');
  const { pathname } = useLocation();
  const permissions = useAuth((s) => s.user?.permissions ?? []);
  const can = (permission: string) => permissions.includes(permission);
  const tabs = [
    can(Permission.partnersEdit) && {
      to: paths.editPartner(partnerId),
      label: t('tabs.card'),
    },
    can(Permission.usersView) && { to: paths.users(partnerId), label: t('tabs.users') },
    can(Permission.servicesEdit) && {
      to: paths.services(partnerId),
      label: t('tabs.services'),
    },
    can(Permission.reportsView) && {
      to: paths.reports(partnerId),
      label: t('tabs.reports'),
    },
    can(Permission.documentsView) && {
      to: paths.documents(partnerId),
      label: t('tabs.documents'),
    },
  ].filter((tab): tab is { to: string; label: string } => Boolean(tab));
  const current = tabs.find((tab) => pathname === tab.to)?.to ?? false;
  if (tabs.length < 2) return null;
  return (
    <Tabs
      value={current}
      variant="scrollable"
      aria-label={t('tabs.label')}
      sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab key={tab.to} value={tab.to} label={tab.label} component={Link} to={tab.to} />
      ))}
    </Tabs>
  );
}
