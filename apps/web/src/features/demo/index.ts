import type { ComponentType } from 'react';
import { loadComingSoonPage } from '../../lib/ui/load-coming-soon';
import { cataloguePages } from '../catalogue';
import { lockPages } from '../lock';
import { maintenancePages } from '../maintenance';
import { packageRequestsPages } from '../package-requests';
import { siteInfoPages } from '../site-info';
import { dashboardPages } from '../dashboard';
import { directoryPages } from '../directory';
import { outboxPages } from '../outbox';
import { locationsPages } from '../locations';
import { styleGuidePages } from '../style-guide';

/** The template's demo pages (spec section 2), outside the business purpose. */
export const DEMO_PAGES = [
  { path: 'Dashboard2', name: 'dashboard2Page', load: dashboardPages.dashboard },
  { path: 'Profile', name: 'profileDemoPage', load: siteInfoPages.profileAlias },
  { path: 'Map', name: 'mapPage', load: locationsPages.map },
  { path: 'MapMarker', name: 'mapMarkerPage', load: locationsPages.mapMarker },
  { path: 'TreeTable', name: 'treeTablePage', load: directoryPages.treeTable },
  { path: 'StreetView', name: 'streetViewPage', load: locationsPages.streetView },
  { path: 'Cards', name: 'cardsPage', load: cataloguePages.cards },
  { path: 'Tables', name: 'tablesPage', load: dashboardPages.tables },
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

/** Public information pages linked from the login screen. */
export const INFO_PAGES = [
  { path: 'technologyPage', name: 'technologyPage', load: siteInfoPages.technology },
  { path: 'libraryPage', name: 'libraryPage', load: cataloguePages.library },
  { path: 'contactsPage', name: 'contactsPage', load: siteInfoPages.contacts },
] as const;

export const loadDemoPage = loadComingSoonPage;

type PageLoader = () => Promise<{ default: ComponentType }>;

/** An entry's own page (`load`, set by the feature that gives the route its use), else the placeholder. */
export const demoPageLoader = (entry: { path: string; load?: PageLoader }): PageLoader =>
  entry.load ?? loadDemoPage;
