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
              page(':id/users', 'usersPage', partners.partnerUsers, { permission: P.usersView }),
              page(':id/documents', 'documents', documentsPages.partnerDocuments, {
                permission: P.documentsView,
              }),
              page('all/documents', 'invoicesPartners', documentsPages.allDocuments, {
                permission: P.documentsAll,
              }),
              page(':id/edit', 'editPartnerPage', partners.editPartner, {
                permission: P.partnersEdit,
              }),
              page('add', 'userAddPage', partners.addPartner, { permission: P.partnersEdit }),
              page('users/add', 'userPartnerAddPage', partners.addPartnerUser, {
                permission: P.usersEdit,
              }),
              page('users/:id/edit', 'editUserPartner', partners.editPartnerUser, {
                permission: P.usersEdit,
              }),
              page('changePassword/:id', 'changePasswordUserPage', partners.changeUserPassword, {
                permission: P.usersEdit,
              }),
              page(':id/services', 'usersServicesEditPage', tariffsPages.userServices, {
                permission: P.servicesEdit,
              }),
              page(':id/reports', 'reportsListPage', reports.reportsList, {
                permission: P.reportsView,
              }),
              page(':userId/reports/:serviceId/report', 'reportsPage', reports.dailyReport, {
                permission: P.reportsView,
              }),
              page(
                ':userId/reports/:serviceId/register',
                'requestRegisterPage',
                reports.requestRegister,
                {
                  permission: P.requestsView,
                },
              ),
              section('rules', 'routes.rulesPage', [
                indexPage('rulesPage', accessControlPages.rules, P.accessControlView),
                page('edit/:id', 'editRulesPage', accessControlPages.editRules, {
                  permission: P.accessControlEdit,
                }),
                page('group/create', 'addGroupPage', accessControlPages.addGroup, {
                  permission: P.accessControlEdit,
                }),
              ]),
              section('roles', 'routes.rolesPage', [
                indexPage('rolesPage', accessControlPages.roles, P.accessControlView),
                page('edit/:id?/:testParam?', 'editRolePage', accessControlPages.editRole, {
                  permission: P.accessControlEdit,
                }),
                page('add', 'addRolePage', accessControlPages.editRole, {
                  permission: P.accessControlEdit,
                }),
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
          page('services', 'servicesList', servicesPages.servicesList, {
            permission: P.servicesView,
          }),
          page('services/:id/edit', 'serviceEditPage', servicesPages.editService, {
            permission: P.servicesEdit,
          }),
          page('services/add', 'serviceAddPage', servicesPages.addService, {
            permission: P.servicesEdit,
          }),
          // The spec's services section also names them relative to the root: /add, /{id}/edit.
          alias('add', () => servicesPaths.add),
          alias(':id/edit', ({ id }) => {
            const serviceId = parseId(id);
            return serviceId ? servicesPaths.edit(serviceId) : undefined;
          }),
          page('almatyCement', 'serviceFormPage', servicesPages.serviceForm, {
            permission: P.servicesView,
          }),
          page(
            'users/:userId/tariff-packages/:serviceId',
            'tariffPackagesPage',
            tariffsPages.tariffPackages,
            {
              permission: P.tariffView,
            },
          ),
          page('api-keys', 'apiKeysPage', apiKeysPages.apiKeys, { permission: P.apiKeysManage }),
          page('webhooks', 'webhooksPage', webhooksPages.webhooks, {
            permission: P.webhooksManage,
          }),
          page('alerts', 'alertsPage', alertsPages.alerts, { permission: P.alertsManage }),
          // Every signed-in user has notifications of its own: no permission beyond the session.
          page('notifications', 'notificationsPage', notificationsPages.notifications),
          page('audit', 'auditPage', auditPages.audit, { permission: P.auditView }),
          page('ingest-receipts', 'ingestReceiptsPage', reportsPages.ingestReceipts, {
            permission: P.requestsView,
          }),
          page('tariff', 'tariffList', tariffsPages.tariffList, { permission: P.tariffView }),
          page('tariff/edit/:id', 'tariffEditPage', tariffsPages.editTariff, {
            permission: P.tariffEdit,
          }),
          page('tariff/add', 'tariffAddPage', tariffsPages.addTariff, { permission: P.tariffEdit }),
          page('tariff/simulate/:id', 'tariffSimulatorPage', tariffsPages.simulator, {
            permission: P.tariffSimulate,
          }),
          page('partner-services', 'partnerServicesPage', servicesPages.partnerServices, {
            permission: P.servicesView,
          }),
          page('service/:id', 'serviceDocumentationPage', servicesPages.documentation, {
            permission: P.servicesView,
          }),
          // Not in the spec's table: the form of a service other than almatyCement.
          page('service/:id/form', 'serviceCallPage', servicesPages.serviceForm, {
            permission: P.servicesView,
          }),
        ],
      },
    ],
  },
];
