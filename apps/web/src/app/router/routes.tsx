import type { ComponentType } from 'react';
import { Permission } from '@cabinet/contract';
import type { RouteObject } from 'react-router';
import { accessControlPages } from '../../features/access-control';
import { authPages } from '../../features/auth';
import { documentsPages } from '../../features/documents';
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
  [':id/users', 'usersPage', partners.partnerUsers, P.usersView],
  [':id/documents', 'documents', documentsPages.partnerDocuments, P.documentsView],
  ['all/documents', 'invoicesPartners', documentsPages.allDocuments, P.documentsAll],
  [':id/edit', 'editPartnerPage', partners.editPartner, P.partnersEdit],
  ['add', 'userAddPage', partners.addPartner, P.partnersEdit],
  ['users/add', 'userPartnerAddPage', partners.addPartnerUser, P.usersEdit],
  ['users/:id/edit', 'editUserPartner', partners.editPartnerUser, P.usersEdit],
  ['changePassword/:id', 'changePasswordUserPage', partners.changeUserPassword, P.usersEdit],
  [':id/services', 'usersServicesEditPage', tariffsPages.userServices, P.servicesEdit],
  [':id/reports', 'reportsListPage', reports.reportsList, P.reportsView],
  [':userId/reports/:serviceId/report', 'reportsPage', reports.dailyReport, P.reportsView],
  [
    ':userId/reports/:serviceId/register',
    'requestRegisterPage',
    reports.requestRegister,
    P.requestsView,
  ],
];

const RULES_PAGES: readonly Guarded[] = [
  ['edit/:id', 'editRulesPage', access.editRules, P.accessControlEdit],
  ['group/create', 'addGroupPage', access.addGroup, P.accessControlEdit],
];

const ROLES_PAGES: readonly Guarded[] = [
  ['edit/:id?/:testParam?', 'editRolePage', access.editRole, P.accessControlEdit],
  ['add', 'addRolePage', access.editRole, P.accessControlEdit],
];

/** Services, tariffs and the signed-in tools, at the root. */
const SERVICES_PAGES: readonly Guarded[] = [
  ['services', 'servicesList', servicesPages.servicesList, P.servicesView],
  ['services/:id/edit', 'serviceEditPage', servicesPages.editService, P.servicesEdit],
  ['services/add', 'serviceAddPage', servicesPages.addService, P.servicesEdit],
];

const TOOLS_PAGES: readonly Guarded[] = [
  ['almatyCement', 'serviceFormPage', servicesPages.serviceForm, P.servicesView],
  [
    'users/:userId/tariff-packages/:serviceId',
    'tariffPackagesPage',
    tariffsPages.tariffPackages,
    P.tariffView,
  ],
  ['api-keys', 'apiKeysPage', apiKeysPages.apiKeys, P.apiKeysManage],
  ['webhooks', 'webhooksPage', webhooksPages.webhooks, P.webhooksManage],
  ['alerts', 'alertsPage', alertsPages.alerts, P.alertsManage],
];

const AUDIT_AND_TARIFF_PAGES: readonly Guarded[] = [
  ['audit', 'auditPage', auditPages.audit, P.auditView],
  ['ingest-receipts', 'ingestReceiptsPage', reportsPages.ingestReceipts, P.requestsView],
  ['tariff', 'tariffList', tariffsPages.tariffList, P.tariffView],
  ['tariff/edit/:id', 'tariffEditPage', tariffsPages.editTariff, P.tariffEdit],
  ['tariff/add', 'tariffAddPage', tariffsPages.addTariff, P.tariffEdit],
  ['tariff/simulate/:id', 'tariffSimulatorPage', tariffsPages.simulator, P.tariffSimulate],
  ['partner-services', 'partnerServicesPage', servicesPages.partnerServices, P.servicesView],
  ['service/:id', 'serviceDocumentationPage', servicesPages.documentation, P.servicesView],
  // Not in the spec's table: the form of a service other than almatyCement.
  ['service/:id/form', 'serviceCallPage', servicesPages.serviceForm, P.servicesView],
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
          page('login', 'loginPage', authPages.login),
          page('register', 'registerPage', authPages.register),
          page('passwordRecovery', 'passwordRecoveryPage', authPages.passwordRecovery),
          page('confirm-email', 'confirmEmailPage', profilePages.confirmEmail),
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
          indexPage('main', () => import('../pages/MainPage')),
          page('profile', 'profilePage', profilePages.profile, {
            caseSensitive: true,
            children: [
              indexPage('profilePage', profilePages.profileDetails),
              page('changePassword', 'changePasswordPage', profilePages.changePassword),
            ],
          }),
          section(
            'admin',
            'routes.admin',
            [
              indexPage('partnersPage', partners.partners, P.partnersView),
              ...guarded(ADMIN_PAGES),
              section('rules', 'routes.rulesPage', [
                indexPage('rulesPage', access.rules, P.accessControlView),
                ...guarded(RULES_PAGES),
              ]),
              section('roles', 'routes.rolesPage', [
                indexPage('rolesPage', access.roles, P.accessControlView),
                ...guarded(ROLES_PAGES),
              ]),
              // The spec lists /update/email among the partners' routes: it answers here too.
              alias('update/email', () => EDIT_OWN_EMAIL),
            ],
            // Partners', roles' and partners' own pages live under /admin: the menu names each.
            { namedByMenu: true },
          ),
          page('update/email', 'editUserEmailPage', profilePages.editOwnEmail),
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
          page('notifications', 'notificationsPage', notificationsPages.notifications),
          ...guarded(AUDIT_AND_TARIFF_PAGES),
        ],
      },
    ],
  },
];
