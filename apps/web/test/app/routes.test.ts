import { matchRoutes, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/router/routes';
import type { RouteHandle } from '../../src/lib/route-handle';

function resolve(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const handles = matches.map((m) => (m.route.handle ?? {}) as RouteHandle);
  return {
    name: handles.findLast((h) => h.name)?.name,
    guarded: matches.some((m) => m.route.id === 'signed-in'),
    permissions: handles.map((h) => h.permission).filter(Boolean),
    params: matches.at(-1)?.params,
  };
}

describe('route table (spec section 2)', () => {
  it.each([
    ['/login', 'loginPage'],
    ['/register', 'registerPage'],
    ['/passwordRecovery', 'passwordRecoveryPage'],
    ['/technologyPage', 'technologyPage'],
    ['/libraryPage', 'libraryPage'],
    ['/contactsPage', 'contactsPage'],
    ['/Mail', 'mailPage'],
    ['/Maintenance', 'maintenancePage'],
    ['/Pricing', 'pricingPage'],
    ['/Lock', 'lockPage'],
    ['/Lock-2', 'lock2Page'],
  ])('%s is public: %s', (path, name) => {
    expect(resolve(path)).toMatchObject({ name, guarded: false });
  });

  it.each([
    ['/', 'main'],
    ['/profile', 'profilePage'],
    ['/profile/changePassword', 'changePasswordPage'],
    ['/admin', 'partnersPage'],
    ['/admin/12/users', 'usersPage'],
    ['/admin/12/documents', 'documents'],
    ['/admin/all/documents', 'invoicesPartners'],
    ['/admin/12/edit', 'editPartnerPage'],
    ['/admin/add', 'userAddPage'],
    ['/admin/users/add', 'userPartnerAddPage'],
    ['/admin/users/5/edit', 'editUserPartner'],
    ['/admin/changePassword/5', 'changePasswordUserPage'],
    ['/admin/12/services', 'usersServicesEditPage'],
    ['/admin/12/reports', 'reportsListPage'],
    ['/admin/12/reports/3/report', 'reportsPage'],
    ['/admin/12/reports/3/register', 'requestRegisterPage'],
    ['/update/email', 'editUserEmailPage'],
    ['/admin/rules', 'rulesPage'],
    ['/admin/rules/edit/4', 'editRulesPage'],
    ['/admin/rules/group/create', 'addGroupPage'],
    ['/admin/roles', 'rolesPage'],
    ['/admin/roles/edit', 'editRolePage'],
    ['/admin/roles/edit/4', 'editRolePage'],
    ['/admin/roles/edit/4/x', 'editRolePage'],
    ['/admin/roles/add', 'addRolePage'],
    ['/Dashboard2', 'dashboard2Page'],
    ['/Profile', 'profileDemoPage'],
    ['/CardHeader', 'cardHeaderPage'],
    ['/services', 'servicesList'],
    ['/almatyCement', 'serviceFormPage'],
    ['/users/7/tariff-packages/2', 'tariffPackagesPage'],
    ['/tariff', 'tariffList'],
    ['/tariff/edit/3', 'tariffEditPage'],
    ['/tariff/add', 'tariffAddPage'],
    ['/tariff/simulate/3', 'tariffSimulatorPage'],
    ['/partner-services', 'partnerServicesPage'],
    ['/service/3', 'serviceDocumentationPage'],
    ['/service/3/form', 'serviceCallPage'],
    ['/services/3/edit', 'serviceEditPage'],
    ['/services/add', 'serviceAddPage'],
  ])('%s is guarded: %s', (path, name) => {
    expect(resolve(path)).toMatchObject({ name, guarded: true });
  });

  it('keeps /profile and the template /Profile apart', () => {
    expect(resolve('/profile').name).toBe('profilePage');
    expect(resolve('/Profile').name).toBe('profileDemoPage');
  });

  it('the tariff-package route needs tariff.view', () => {
    expect(resolve('/users/7/tariff-packages/2')).toMatchObject({
      permissions: ['tariff.view'],
      params: { userId: '7', serviceId: '2' },
    });
  });

  it('/alerts needs alerts.manage; /notifications only a session', () => {
    expect(resolve('/alerts')).toMatchObject({
      name: 'alertsPage',
      guarded: true,
      permissions: ['alerts.manage'],
    });
    expect(resolve('/notifications')).toMatchObject({
      name: 'notificationsPage',
      guarded: true,
      permissions: [],
    });
  });

  it('editRolePage has optional id and testParam', () => {
    expect(resolve('/admin/roles/edit/4/demo').params).toMatchObject({
      id: '4',
      testParam: 'demo',
    });
  });

  it.each(['/nowhere', '/admin/roles/edit/1/2/3', '/LOGIN/x', '/admin/12'])(
    '%s is error404Page, without a guard',
    (path) => {
      expect(resolve(path)).toMatchObject({ name: 'error404Page', guarded: false });
    },
  );

  describe('the spec’s other addresses of a page lead to its own (signed in)', () => {
    /** Runs the loader of the deepest route matched, as the router would on a visit. */
    async function visit(address: string) {
      const url = new URL(address, 'http://cabinet.test');
      const matches = matchRoutes(routes, url.pathname) ?? [];
      const last = matches.at(-1)!;
      expect(matches.some((m) => m.route.id === 'signed-in')).toBe(true);
      const loader = last.route.loader as LoaderFunction;
      try {
        const result: unknown = await loader({
          params: last.params,
          request: new Request(url),
          context: undefined,
        } as LoaderFunctionArgs);
        return { redirectedTo: undefined, result };
      } catch (thrown) {
        expect(thrown).toBeInstanceOf(Response);
        expect((thrown as Response).status).toBe(302);
        return { redirectedTo: (thrown as Response).headers.get('Location') };
      }
    }

    it.each([
      ['/add', '/services/add'],
      ['/12/edit', '/services/12/edit'],
      ['/12/edit?tab=billing#prices', '/services/12/edit?tab=billing#prices'],
      ['/admin/update/email', '/update/email'],
    ])('%s → %s', async (address, canonical) => {
      expect((await visit(address)).redirectedTo).toBe(canonical);
      const target = new URL(canonical, 'http://cabinet.test').pathname;
      expect(resolve(target)).toMatchObject({ guarded: true });
    });

    it.each(['/profile/edit', '/admin/edit', '/0/edit'])(
      '%s names no service: the 404 page, no redirect',
      async (address) => {
        expect(await visit(address)).toEqual({ redirectedTo: undefined, result: null });
      },
    );
  });

  it('every route with a name has a title', () => {
    const walk = (list: typeof routes): RouteHandle[] =>
      list.flatMap((r) => [(r.handle ?? {}) as RouteHandle, ...walk(r.children ?? [])]);
    for (const handle of walk(routes).filter((h) => h.name)) {
      expect(handle.title).toBe(`routes.${handle.name}`);
    }
  });
});
