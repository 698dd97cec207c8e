import type { ComponentType } from 'react';
import { cataloguePages } from '../../features/catalogue';
import { dashboardPages } from '../../features/dashboard';
import { directoryPages } from '../../features/directory';
import { locationsPages } from '../../features/locations';
import { lockPages } from '../../features/lock';
import { maintenancePages } from '../../features/maintenance';
import { outboxPages } from '../../features/outbox';
import { packageRequestsPages } from '../../features/package-requests';
import { siteInfoPages } from '../../features/site-info';
import { styleGuidePages } from '../../features/style-guide';
import { reportsPages } from '../../features/usage';
import type { InfoPage } from '../../lib/info-pages';

type PageLoader = () => Promise<{ default: ComponentType }>;

/** The template's demo pages (spec section 2), outside the business purpose. */
export const DEMO_PAGES = [
  { path: 'Dashboard2', name: 'dashboard2Page', load: dashboardPages.dashboard },
  { path: 'Profile', name: 'profileDemoPage', load: siteInfoPages.profileAlias },
  { path: 'Map', name: 'mapPage', load: locationsPages.map },
  { path: 'MapMarker', name: 'mapMarkerPage', load: locationsPages.mapMarker },
  { path: 'TreeTable', name: 'treeTablePage', load: directoryPages.treeTable },
  { path: 'StreetView', name: 'streetViewPage', load: locationsPages.streetView },
  { path: 'Cards', name: 'cardsPage', load: cataloguePages.cards },
  { path: 'Tables', name: 'tablesPage', load: reportsPages.registerAll },
  { path: 'Contact', name: 'contactPage', load: directoryPages.contact },
  { path: 'Checkout', name: 'checkoutPage', load: packageRequestsPages.checkout },
  { path: 'Ecommerce', name: 'ecommercePage', load: cataloguePages.offers },
  { path: 'Pagination', name: 'paginationPage', load: cataloguePages.list },
  { path: 'Charts', name: 'chartsPage', load: dashboardPages.charts },
  { path: 'Calendar', name: 'calendarPage', load: dashboardPages.calendar },
  { path: 'Directory', name: 'directoryPage', load: directoryPages.directory },
  { path: 'Footer', name: 'footerPage', load: styleGuidePages.footer },
  { path: 'CardHeader', name: 'cardHeaderPage', load: styleGuidePages.cardHeader },
] as const;

/** Unguarded template extras. */
export const EXTRA_PAGES = [
  { path: 'Mail', name: 'mailPage', load: outboxPages.outbox },
  { path: 'Maintenance', name: 'maintenancePage', load: maintenancePages.maintenance },
  { path: 'Pricing', name: 'pricingPage', load: cataloguePages.pricing },
  { path: 'Lock', name: 'lockPage', load: lockPages.lock },
  { path: 'Lock-2', name: 'lock2Page', load: lockPages.lock2 },
] as const;

/** The page of each public information page (lib/info-pages names them for the footers). */
export const INFO_PAGE_LOADERS: Record<InfoPage, PageLoader> = {
  technologyPage: siteInfoPages.technology,
  libraryPage: cataloguePages.library,
  contactsPage: siteInfoPages.contacts,
};
