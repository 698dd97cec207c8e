import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePartnerLinks } from './partnerLinks';

/**
 * The tab bar of a partner's screens, which several features draw (partners, tariffs, reports,
 * documents): links to its card, users, services, reports and documents (as permitted).
 */
export function PartnerTabs({ partnerId }: { partnerId: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tabs = usePartnerLinks()(partnerId);
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
