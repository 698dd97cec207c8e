import { loadComingSoonPage } from '../../lib/ui/load-coming-soon';

/** The template's demo pages (spec section 2), outside the business purpose. */
export const DEMO_PAGES = [
  { path: 'Dashboard2', name: 'dashboard2Page' },
  { path: 'Profile', name: 'profileDemoPage' },
  { path: 'Map', name: 'mapPage' },
  { path: 'MapMarker', name: 'mapMarkerPage' },
  { path: 'TreeTable', name: 'treeTablePage' },
  { path: 'StreetView', name: 'streetViewPage' },
  { path: 'Cards', name: 'cardsPage' },
  { path: 'Tables', name: 'tablesPage' },
  { path: 'Contact', name: 'contactPage' },
  { path: 'Checkout', name: 'checkoutPage' },
  { path: 'Ecommerce', name: 'ecommercePage' },
  { path: 'Pagination', name: 'paginationPage' },
  { path: 'Charts', name: 'chartsPage' },
  { path: 'Calendar', name: 'calendarPage' },
  { path: 'Directory', name: 'directoryPage' },
  { path: 'Footer', name: 'footerPage' },
  { path: 'CardHeader', name: 'cardHeaderPage' },
] as const;

/** Unguarded template extras. */
export const EXTRA_PAGES = [
  { path: 'Mail', name: 'mailPage' },
  { path: 'Maintenance', name: 'maintenancePage' },
  { path: 'Pricing', name: 'pricingPage' },
  { path: 'Lock', name: 'lockPage' },
  { path: 'Lock-2', name: 'lock2Page' },
] as const;

/** Public information pages linked from the login screen. */
export const INFO_PAGES = [
  { path: 'technologyPage', name: 'technologyPage' },
  { path: 'libraryPage', name: 'libraryPage' },
  { path: 'contactsPage', name: 'contactsPage' },
] as const;

export const loadDemoPage = loadComingSoonPage;
