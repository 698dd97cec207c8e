import type { ComponentType } from 'react';
import { Permission } from '@cabinet/contract';
import type { RouteObject } from 'react-router';
import { accessControlPages } from '../../features/access-control';
import { authPages } from '../../features/auth';
import { documentsPages } from '../../features/documents';
import { HomeDashboard } from '../../features/dashboard';
import { partnersPages } from '../../features/partners';
import { reportsPages } from '../../features/usage';
import { servicesPages } from '../../features/services';
import { tariffsPages } from '../../features/tariffs';
import { profilePages } from '../../features/profile';
import { apiKeysPages } from '../../features/api-keys';
import { auditPages } from '../../features/audit';
import { webhooksPages } from '../../features/webhooks';
import { alertsPages } from '../../features/alerts';
import { notificationsPages } from '../../features/notifications';
import { INFO_PAGES } from '../../lib/info-pages';
import type { RouteHandle } from '../../lib/route-handle';
import { RootLayout, StartingUp } from '../layout/RootLayout';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { parseId, servicesPaths } from '../../lib/paths';
import { alias } from './alias';
import { DEMO_PAGES, EXTRA_PAGES, INFO_PAGE_LOADERS } from './demo-pages';
import { alwaysRecheck, requireSession } from './guard';

type PageLoader = () => Promise<{ default: ComponentType }>;

interface PageOptions {
  permission?: Permission;
  caseSensitive?: boolean;
  children?: RouteObject[];
}

/** A route whose component is loaded on first visit; its title key is `routes.<name>`. */
function page(
  path: string,
  name: string,
  load: PageLoader,
  options: PageOptions = {},
): RouteObject {
  const handle: RouteHandle = { name, title: `routes.${name}`, permission: options.permission };
  return {
    path,
    caseSensitive: options.caseSensitive,
    handle,
    lazy: async () => ({ Component: (await load()).default }),
    children: options.children,
  };
}

/** The page a parent path shows at its own address. */
function indexPage(name: string, load: PageLoader, permission?: Permission): RouteObject {
  const handle: RouteHandle = { name, title: `routes.${name}`, permission };
  return { index: true, handle, lazy: async () => ({ Component: (await load()).default }) };
}

/** A path segment that only groups children and names them in the breadcrumbs. */
function section(
  path: string,
  titleKey: string,
  children: RouteObject[],
  options: Pick<RouteHandle, 'namedByMenu'> = {},
): RouteObject {
  const handle: RouteHandle = { title: titleKey, ...options };
  return { path, handle, children };
}

const layout = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const P = Permission;
const EDIT_OWN_EMAIL = '/update/email';
const partners = partnersPages;
const reports = reportsPages;
const access = accessControlPages;

/** One guarded page: its path, its name (title key `routes.<name>`), its loader, its permission. */
type Guarded = readonly [path: string, name: string, load: PageLoader, permission: Permission];

const guarded = (rows: readonly Guarded[]) =>
  rows.map(([path, name, load, permission]) => page(path, name, load, { permission }));

/** Partners and what belongs to one: under /admin, each named by the menu. */
const ADMIN_PAGES: readonly Guarded[] = [
  [':id/users', 'usersPage', partners.PartnerUsersPage, P.usersView],
  [':id/documents', 'documents', documentsPages.DocumentsPage, P.documentsView],
  ['all/documents', 'invoicesPartners', documentsPages.AllDocumentsPage, P.documentsAll],
  [':id/edit', 'editPartnerPage', partners.EditPartnerPage, P.partnersEdit],
  ['add', 'userAddPage', partners.AddPartnerPage, P.partnersEdit],
  ['users/add', 'userPartnerAddPage', partners.AddPartnerUserPage, P.usersEdit],
  ['users/:id/edit', 'editUserPartner', partners.EditPartnerUserPage, P.usersEdit],
  ['changePassword/:id', 'changePasswordUserPage', partners.ChangeUserPasswordPage, P.usersEdit],
  [':id/services', 'usersServicesEditPage', tariffsPages.UserServicesPage, P.servicesEdit],
  [':id/reports', 'reportsListPage', reports.ReportsListPage, P.reportsView],
  [':userId/reports/:serviceId/report', 'reportsPage', reports.DailyReportPage, P.reportsView],
  [
    ':userId/reports/:serviceId/register',
    'requestRegisterPage',
    reports.RequestRegisterPage,
    P.requestsView,
  ],
];

const RULES_PAGES: readonly Guarded[] = [
  ['edit/:id', 'editRulesPage', access.EditRulesPage, P.accessControlEdit],
  ['group/create', 'addGroupPage', access.AddGroupPage, P.accessControlEdit],
];

const ROLES_PAGES: readonly Guarded[] = [
  ['edit/:id?/:testParam?', 'editRolePage', access.EditRolePage, P.accessControlEdit],
  ['add', 'addRolePage', access.EditRolePage, P.accessControlEdit],
];

/** Services, tariffs and the signed-in tools, at the root. */
const SERVICES_PAGES: readonly Guarded[] = [
  ['services', 'servicesList', servicesPages.ServicesListPage, P.servicesView],
  ['services/:id/edit', 'serviceEditPage', servicesPages.ServiceEditPage, P.servicesEdit],
  ['services/add', 'serviceAddPage', servicesPages.ServiceEditPage, P.servicesEdit],
];

const TOOLS_PAGES: readonly Guarded[] = [
  ['almatyCement', 'serviceFormPage', servicesPages.ServiceFormPage, P.servicesView],
  [
    'users/:userId/tariff-packages/:serviceId',
    'tariffPackagesPage',
    tariffsPages.TariffPackagesPage,
    P.tariffView,
  ],
  ['api-keys', 'apiKeysPage', apiKeysPages.ApiKeysPage, P.apiKeysManage],
  ['webhooks', 'webhooksPage', webhooksPages.WebhooksPage, P.webhooksManage],
  ['alerts', 'alertsPage', alertsPages.AlertsPage, P.alertsManage],
];

const AUDIT_AND_TARIFF_PAGES: readonly Guarded[] = [
  ['audit', 'auditPage', auditPages.AuditPage, P.auditView],
  ['ingest-receipts', 'ingestReceiptsPage', reportsPages.IngestReceiptsPage, P.requestsView],
  ['tariff', 'tariffList', tariffsPages.TariffListPage, P.tariffView],
  ['tariff/edit/:id', 'tariffEditPage', tariffsPages.TariffEditPage, P.tariffEdit],
  ['tariff/add', 'tariffAddPage', tariffsPages.TariffEditPage, P.tariffEdit],
  [
    'tariff/simulate/:id',
    'tariffSimulatorPage',
    tariffsPages.TariffSimulatorPage,
    P.tariffSimulate,
  ],
  ['partner-services', 'partnerServicesPage', servicesPages.PartnerServicesPage, P.servicesView],
  ['service/:id', 'serviceDocumentationPage', servicesPages.DocumentationPage, P.servicesView],
  // Not in the spec's table: the form of a service other than almatyCement.
  ['service/:id/form', 'serviceCallPage', servicesPages.ServiceFormPage, P.servicesView],
];

/** Spec section 2 at base path '/'. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: StartingUp,
    errorElement: <RouteErrorPage />,
    children: [
      {
        id: 'public',
        lazy: layout(() => import('../layout/PublicLayout')),
        children: [
          page('login', 'loginPage', authPages.LoginPage),
          page('register', 'registerPage', authPages.RegisterPage),
          page('passwordRecovery', 'passwordRecoveryPage', authPages.PasswordRecoveryPage),
          page('confirm-email', 'confirmEmailPage', profilePages.ConfirmEmailPage),
          ...INFO_PAGES.map((info) => page(info, info, INFO_PAGE_LOADERS[info])),
          ...EXTRA_PAGES.map((extra) =>
            page(extra.path, extra.name, extra.load, { caseSensitive: true }),
          ),
          page('*', 'error404Page', () => import('../pages/NotFoundPage')),
        ],
      },
      {
        id: 'signed-in',
        loader: requireSession,
        shouldRevalidate: alwaysRecheck,
        lazy: layout(() => import('../layout/MainLayout')),
        children: [
          // With the dashboard's screen, so that the home shows its figures without a fallback
          // first (readyLazy). Every signed-in home fetches its files anyway (app/preload-home.ts);
          // those who may not see reports do not render it.
          indexPage('main', async () => {
            const [page] = await Promise.all([
              import('../pages/MainPage'),
              HomeDashboard.preload().catch(() => undefined),
            ]);
            return page;
          }),
          page('profile', 'profilePage', profilePages.ProfilePage, {
            caseSensitive: true,
            children: [
              indexPage('profilePage', profilePages.ProfileDetailsPage),
              page('changePassword', 'changePasswordPage', profilePages.ChangePasswordPage),
            ],
          }),
          section(
            'admin',
            'routes.admin',
            [
              indexPage('partnersPage', partners.PartnersPage, P.partnersView),
              ...guarded(ADMIN_PAGES),
              section('rules', 'routes.rulesPage', [
                indexPage('rulesPage', access.RulesPage, P.accessControlView),
                ...guarded(RULES_PAGES),
              ]),
              section('roles', 'routes.rolesPage', [
                indexPage('rolesPage', access.RolesPage, P.accessControlView),
                ...guarded(ROLES_PAGES),
              ]),
              // The spec lists /update/email among the partners' routes: it answers here too.
              alias('update/email', () => EDIT_OWN_EMAIL),
            ],
            // Partners', roles' and partners' own pages live under /admin: the menu names each.
            { namedByMenu: true },
          ),
          page('update/email', 'editUserEmailPage', profilePages.EditUserEmailPage),
          ...DEMO_PAGES.map((demo) =>
            page(demo.path, demo.name, demo.load, { caseSensitive: true }),
          ),
          ...guarded(SERVICES_PAGES),
          // The spec's services section also names them relative to the root: /add, /{id}/edit.
          alias('add', () => servicesPaths.add),
          alias(':id/edit', ({ id }) => {
            const serviceId = parseId(id);
            return serviceId ? servicesPaths.edit(serviceId) : undefined;
          }),
          ...guarded(TOOLS_PAGES),
          // Every signed-in user has notifications of its own: no permission beyond the session.
          page('notifications', 'notificationsPage', notificationsPages.NotificationsPage),
          ...guarded(AUDIT_AND_TARIFF_PAGES),
        ],
      },
    ],
  },
];
