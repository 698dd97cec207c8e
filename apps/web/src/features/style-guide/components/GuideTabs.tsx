import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** The two pages of the style guide, as tabs that are links. */
export function GuideTabs() {
  const { t } = useTranslation('style-guide');
  const { pathname } = useLocation();
  return (
    <Tabs
      value={pathname === '/Footer' ? '/Footer' : '/CardHeader'}
      sx={{ mb: 2 }}
      variant="scrollable"
      allowScrollButtonsMobile
    >
      <Tab component={Link} to="/CardHeader" value="/CardHeader" label={t('tabs.headers')} />
      <Tab component={Link} to="/Footer" value="/Footer" label={t('tabs.footers')} />
    </Tabs>
  );
}
