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
  { path: 'Dashboard2', name: 'dashboard2Page', load: dashboardPages.DashboardPage },
  { path: 'Profile', name: 'profileDemoPage', load: siteInfoPages.ProfileAliasPage },
  { path: 'Map', name: 'mapPage', load: locationsPages.MapPage },
  { path: 'MapMarker', name: 'mapMarkerPage', load: locationsPages.MapMarkerPage },
  { path: 'TreeTable', name: 'treeTablePage', load: directoryPages.TreeTablePage },
  { path: 'StreetView', name: 'streetViewPage', load: locationsPages.StreetViewPage },
  { path: 'Cards', name: 'cardsPage', load: cataloguePages.CardsPage },
  { path: 'Tables', name: 'tablesPage', load: reportsPages.RegisterAllPage },
  { path: 'Contact', name: 'contactPage', load: directoryPages.ContactPage },
  { path: 'Checkout', name: 'checkoutPage', load: packageRequestsPages.CheckoutPage },
  { path: 'Ecommerce', name: 'ecommercePage', load: cataloguePages.EcommercePage },
  { path: 'Pagination', name: 'paginationPage', load: cataloguePages.PaginationPage },
  { path: 'Charts', name: 'chartsPage', load: dashboardPages.ChartsPage },
  { path: 'Calendar', name: 'calendarPage', load: dashboardPages.CalendarPage },
  { path: 'Directory', name: 'directoryPage', load: directoryPages.DirectoryPage },
  { path: 'Footer', name: 'footerPage', load: styleGuidePages.FooterPage },
  { path: 'CardHeader', name: 'cardHeaderPage', load: styleGuidePages.CardHeaderPage },
] as const;

/** Unguarded template extras. */
export const EXTRA_PAGES = [
  { path: 'Mail', name: 'mailPage', load: outboxPages.OutboxPage },
  { path: 'Maintenance', name: 'maintenancePage', load: maintenancePages.MaintenancePage },
  { path: 'Pricing', name: 'pricingPage', load: cataloguePages.PricingPage },
  { path: 'Lock', name: 'lockPage', load: lockPages.lock },
  { path: 'Lock-2', name: 'lock2Page', load: lockPages.lock2 },
] as const;

/** The page of each public information page (lib/info-pages names them for the footers). */
export const INFO_PAGE_LOADERS: Record<InfoPage, PageLoader> = {
  technologyPage: siteInfoPages.TechnologyPage,
  libraryPage: cataloguePages.LibraryPage,
  contactsPage: siteInfoPages.ContactsPage,
};
