import type { ComponentType } from 'react';
import { Permission, type CurrentUser } from '@cabinet/contract';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import WebhookIcon from '@mui/icons-material/Webhook';
import AlertIcon from '@mui/icons-material/NotificationImportantOutlined';
import HistoryIcon from '@mui/icons-material/History';
import MailIcon from '@mui/icons-material/MailOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import SearchIcon from '@mui/icons-material/ManageSearchOutlined';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import RuleIcon from '@mui/icons-material/RuleOutlined';
import SecurityIcon from '@mui/icons-material/SecurityOutlined';
import WidgetsIcon from '@mui/icons-material/WidgetsOutlined';
import {
  accessControlPaths,
  apiKeysPaths,
  webhooksPaths,
  alertsPaths,
  auditPaths,
  receiptsPaths,
  documentsPaths,
  partnersPaths,
  reportsPaths,
  servicesPaths,
  tariffsPaths,
} from '../../lib/paths';
import { DEMO_PAGES } from '../router/demo-pages';

export interface NavItem {
  /** i18n key of the label. */
  label: string;
  to: string;
  icon?: ComponentType<SvgIconProps>;
}

export interface NavSection {
  /** i18n key of the heading; the first section has none. */
  title?: string;
  items: NavItem[];
  collapsible?: boolean;
}

const P = Permission;

/** Template pages the menu names as functions (or that are the home page), not as templates. */
const FUNCTION_PAGES = new Set(['Dashboard2', 'Checkout', 'Tables', 'Map']);

/** The menu for this user: only what their permissions (and group, for templates) allow. */
export function navSections(user: CurrentUser): NavSection[] {
  const can = (permission: string) => user.permissions.includes(permission);
  const isAdmin = user.groups.includes('Admin');
  // A partner (and a user of one who may see it) has its own company, not a list of partners.
  const ownPartnerId = user.groups.includes('Partner') ? user.id : user.parentId;
  const when = (condition: boolean, item: NavItem) => (condition ? [item] : []);

  const sections: NavSection[] = [
    {
      items: [
        { label: 'routes.main', to: '/', icon: HomeIcon },
        ...when(can(P.partnersView) && isAdmin, {
          label: 'menu.partners',
          to: partnersPaths.partners,
          icon: BusinessIcon,
        }),
        ...(can(P.partnersView) && can(P.usersView) && !isAdmin && ownPartnerId !== null
          ? [{ label: 'menu.myCompany', to: partnersPaths.users(ownPartnerId), icon: BusinessIcon }]
          : []),
        ...when(can(P.reportsView) && !can(P.partnersEdit), {
          label: 'menu.myReports',
          to: reportsPaths.list(user.id),
          icon: InsightsIcon,
        }),
        ...when(can(P.documentsEdit), {
          label: 'routes.invoicesPartners',
          to: documentsPaths.all,
          icon: DescriptionIcon,
        }),
        ...when(can(P.documentsView) && !can(P.documentsEdit), {
          label: 'menu.myDocuments',
          to: documentsPaths.documents(user.id),
          icon: DescriptionIcon,
        }),
      ],
    },
    {
      title: 'menu.servicesSection',
      items: [
        ...when(can(P.servicesEdit), {
          label: 'routes.servicesList',
          to: servicesPaths.list,
          icon: WidgetsIcon,
        }),
        ...when(can(P.servicesView) && !can(P.servicesEdit), {
          label: 'routes.partnerServicesPage',
          to: servicesPaths.available,
          icon: WidgetsIcon,
        }),
        ...when(can(P.tariffView), {
          label: 'routes.tariffList',
          to: tariffsPaths.list,
          icon: LocalOfferIcon,
        }),
      ],
    },
    {
      title: 'menu.accessSection',
      items: [
        ...when(can(P.accessControlView), {
          label: 'routes.rolesPage',
          to: accessControlPaths.roles,
          icon: SecurityIcon,
        }),
        ...when(can(P.accessControlView), {
          label: 'routes.rulesPage',
          to: accessControlPaths.rules,
          icon: RuleIcon,
        }),
        ...when(can(P.apiKeysManage), {
          label: 'routes.apiKeysPage',
          to: apiKeysPaths.list,
          icon: KeyIcon,
        }),
        ...when(can(P.webhooksManage), {
          label: 'routes.webhooksPage',
          to: webhooksPaths.list,
          icon: WebhookIcon,
        }),
        ...when(can(P.alertsManage), {
          label: 'routes.alertsPage',
          to: alertsPaths.list,
          icon: AlertIcon,
        }),
        ...when(can(P.auditView), {
          label: 'routes.auditPage',
          to: auditPaths.list,
          icon: HistoryIcon,
        }),
      ],
    },
    {
      // Template routes that are functions of the cabinet, named for what they do, for every
      // role whose permissions the server answers them for.
      title: 'menu.workSection',
      items: [
        ...when(can(P.packageRequestsView), {
          label: 'routes.checkoutPage',
          to: '/Checkout',
          icon: ShoppingCartIcon,
        }),
        ...when(can(P.requestsView), {
          label: 'routes.tablesPage',
          to: '/Tables',
          icon: SearchIcon,
        }),
        // Those who send usage, and those who see whose sending (staff, partners).
        ...when(can(P.requestsView) && (can(P.requestsIngest) || can(P.partnersView)), {
          label: 'routes.ingestReceiptsPage',
          to: receiptsPaths.list,
          icon: ReceiptIcon,
        }),
        ...when(can(P.partnersView), { label: 'routes.mapPage', to: '/Map', icon: PlaceIcon }),
        ...when(can(P.outboxView), { label: 'routes.mailPage', to: '/Mail', icon: MailIcon }),
      ],
    },
    {
      title: 'menu.templatesSection',
      collapsible: true,
      items: isAdmin
        ? DEMO_PAGES.filter((demo) => !FUNCTION_PAGES.has(demo.path)).map((demo) => ({
            label: `routes.${demo.name}`,
            to: `/${demo.path}`,
            icon: DashboardIcon,
          }))
        : [],
    },
  ];
  return sections.filter((section) => section.items.length > 0);
}

/**
 * The entry the menu marks as current for an address: the one whose address is the longest start
 * of it (the home page only for itself), so «Партнёры» stays marked on a partner's pages while
 * «Роли» under /admin/roles is marked instead of it.
 */
export function currentNavItem(sections: NavSection[], pathname: string): NavItem | undefined {
  const under = (to: string) =>
    to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
  return sections
    .flatMap((section) => section.items)
    .filter((item) => under(item.to.split('?')[0]!))
    .reduce<NavItem | undefined>(
      (best, item) => (best && best.to.length >= item.to.length ? best : item),
      undefined,
    );
}
