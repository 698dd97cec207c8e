import { expect } from 'vitest';
import type { UserGroup } from '@cabinet/contract';
import { permissionsOf } from '../../src/core/auth/current-user.js';
import type { ScopedInput } from '../../src/core/auth/guard.js';
import { TokenStore } from '../../src/core/auth/tokens.js';
import { demoBin } from '../../src/seed/demo-partners.js';
import type { TestApp } from './test-app.js';

/** What a scoped input names; `partner` is a user input named for a partner (`parentId`). */
export type Resource = ScopedInput['resource'] | 'partner';

/** Ids of one side (a partner and what belongs to it), as path or body values. */
export interface Side {
  partner: number;
  client: number;
  sibling: number;
  integrator: number;
  serviceId: number;
  serviceCode: string;
  tariffId: number;
  documentId: number;
  packageRequestId: number;
  apiKeyId: number;
  alertRuleId: number;
}

/** A caller of the matrix: how it authenticates, and which ids are its own and somebody else's. */
export interface MatrixCaller {
  name: string;
  /** Undefined: no Authorization header. */
  token: () => Promise<string | undefined>;
  group: UserGroup | undefined;
  userId: number | undefined;
  permissions: ReadonlySet<string>;
  /** The value an input naming a resource of this kind gets for this caller. */
  value: (resource: Resource) => number | string;
  /**
   * `own`: scoped inputs name what the caller may reach; `other`: somebody else's (out of scope);
   * `missing`: ids that exist nowhere.
   */
  aim: 'own' | 'other' | 'missing';
}

/**
 * Two partners with a user, a sibling user and an integrator each (only the first side has the
 * last two), a service and tariff assigned to each partner, a document and a package request on
 * each side, and usage records carrying markers that must never reach the other side.
 */
export async function buildWorld(t: TestApp) {
  const tokens = new TokenStore(t.db, t.clock, {
    idleMinutes: t.config.TOKEN_IDLE_MINUTES,
    maxHours: t.config.TOKEN_MAX_HOURS,
  });
  const admin = await t.user('Admin', { login: 'zz-staff-admin' });
  const adminToken = await tokens.issue(admin.id, 'world');
  const call = async (method: 'GET' | 'POST', url: string, token: string, body?: unknown) => {
    const csrf = await t.app.inject({ method: 'GET', url: '/api/sanctum/csrf-cookie' });
    const xsrf = csrf.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    const res = await t.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(method === 'POST' ? { 'x-xsrf-token': xsrf, 'content-type': 'application/json' } : {}),
      },
      cookies: { 'XSRF-TOKEN': xsrf },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json<{ data: { id: number } }>().data;
  };

  const makeSide = async (name: 'alpha' | 'bravo', serial: number): Promise<Side> => {
    const partner = await call('POST', '/api/partners/create', adminToken, {
      login: `zz-${name}-partner`,
      email: `zz-${name}-partner@${name}.example.kz`,
      password: `${name}-partner-password`,
      companyName: `ТОО «Zz ${name} company»`,
      taxId: demoBin(2019, 3, serial),
      contractNumber: `Д-${serial}/2026`,
      contractDate: '2026-01-15',
      legalAddress: `ул. ${name}, 1`,
      city: 'Алматы',
      bankName: 'АО «Kaspi Bank»',
      iban: 'KZ86125KZT5004100100',
      bic: 'CASPKZKA',
    });
    const client = await t.user('client', { parentId: partner.id, login: `zz-${name}-client` });
    const sibling = await t.user('client', { parentId: partner.id, login: `zz-${name}-sibling` });
    const integrator = await t.user('Integrator', {
      parentId: partner.id,
      login: `zz-${name}-integrator`,
    });
    const serviceCode = `zz${name}Svc`;
    const service = await call('POST', '/api/services/create', adminToken, {
      code: serviceCode,
      name: `Service ${serviceCode}`,
      description: '',
      documentation: '',
      upstreamUrl: 'builtin:company-check',
      form: [],
    });
    const tariff = await call('POST', '/api/tariffs/create', adminToken, {
      serviceId: service.id,
      name: `Tariff zz-${name}-private`,
      tiers: [{ upTo: null, priceMinor: 1000 }],
      validFrom: '2026-01-01',
    });
    await call('POST', `/api/users/${partner.id}/services/assign`, adminToken, {
      serviceId: service.id,
      tariffId: tariff.id,
      from: '2026-01-01',
    });
    const records = [client.id, sibling.id].map((userId, index) => ({
      requestId: `zz-${name}-${index}`,
      userId,
      serviceCode,
      time: `2026-10-0${index + 5}T10:00:00+05:00`,
      status: 'success',
      httpStatus: 200,
      durationMs: 12,
      subject: `zz-${name}-subject`,
      requestPayload: `zz-${name}-payload`,
      responsePayload: `zz-${name}-answer`,
    }));
    await call('POST', '/api/usage/requests', adminToken, { records });
    const document = await call(
      'GET',
      `/api/user/${client.id}/reports/${service.id}/report/document?year=2026&month=10`,
      adminToken,
    );
    const partnerToken = await tokens.issue(partner.id, 'world');
    const packageRequest = await call('POST', '/api/package-requests/create', partnerToken, {
      userId: client.id,
      serviceId: service.id,
      quota: 500,
      validFrom: '2026-12-01',
      validTo: '2026-12-31',
      comment: `zz-${name}-comment`,
    });
    const apiKey = await call('POST', '/api/api-keys', partnerToken, {
      name: `zz-${name}-key`,
      abilities: ['reports:read'],
    });
    // Switched off, so that no usage recorded during the matrix changes its state.
    const alertRule = await call('POST', '/api/alerts/rules', partnerToken, {
      condition: { kind: 'quiet', hours: 24 },
      enabled: false,
      email: false,
    });
    return {
      apiKeyId: apiKey.id,
      alertRuleId: alertRule.id,
      partner: partner.id,
      client: client.id,
      sibling: sibling.id,
      integrator: integrator.id,
      serviceId: service.id,
      serviceCode,
      tariffId: tariff.id,
      documentId: document.id,
      packageRequestId: packageRequest.id,
    };
  };

  const alpha = await makeSide('alpha', 11);
  const bravo = await makeSide('bravo', 23);

  /** Whatever identifies the second partner's people and data: none may reach the first side. */
  const bravoMarkers = [
    'zz-bravo-partner',
    'zz-bravo-client',
    'zz-bravo-sibling',
    'zz-bravo-integrator',
    'Zz bravo company',
    'zz-bravo-subject',
    'zz-bravo-payload',
    'zz-bravo-answer',
    'zz-bravo-comment',
    'zz-bravo-private',
  ];

  const resourceOf = (side: Side, user: number) => (resource: Resource) => {
    switch (resource) {
      case 'self':
      case 'user':
        return user;
      case 'partner':
        return side.partner;
      case 'document':
        return side.documentId;
      case 'package-request':
        return side.packageRequestId;
      case 'tariff':
        return side.tariffId;
      case 'service':
        return side.serviceCode;
      case 'api-key':
        return side.apiKeyId;
      case 'alert-rule':
        return side.alertRuleId;
    }
  };

  const fresh = (userId: number) => () => tokens.issue(userId, 'matrix');
  const signedIn = async (
    name: string,
    group: UserGroup,
    userId: number,
    value: MatrixCaller['value'],
    aim: MatrixCaller['aim'] = 'own',
  ): Promise<MatrixCaller> => ({
    name,
    token: fresh(userId),
    group,
    userId,
    permissions: new Set(await permissionsOf(t.db, userId)),
    value,
    aim,
  });
  const anonymous = (name: string, token: () => Promise<string | undefined>): MatrixCaller => ({
    name,
    token,
    group: undefined,
    userId: undefined,
    permissions: new Set(),
    value: resourceOf(alpha, alpha.client),
    aim: 'own',
  });

  /** A token whose owner stopped using it longer ago than the idle limit. */
  const expiredToken = async () => {
    const token = await tokens.issue(alpha.client, 'expired');
    const past = new Date(t.clock.now().getTime() - 24 * 3_600_000).toISOString();
    await t.db
      .updateTable('personal_access_tokens')
      .set({ last_used_at: past })
      .where('id', '=', Number(token.split('|')[0]))
      .execute();
    return token;
  };
  const revokedToken = async () => {
    const token = await tokens.issue(alpha.client, 'revoked');
    await tokens.revoke(Number(token.split('|')[0]));
    return token;
  };

  const A = resourceOf(alpha, alpha.client);
  /** Ids that exist nowhere (and a service code nobody has). */
  const missing = (r: Resource) => (r === 'service' ? 'zzMissingService' : 987_654_321);
  /** A client's own partner input is itself: it reaches nobody else. */
  const clientOwn = (r: Resource) => (r === 'partner' ? alpha.client : A(r));
  const callers: MatrixCaller[] = [
    anonymous('nobody', async () => undefined),
    anonymous('expired token', expiredToken),
    anonymous('revoked token', revokedToken),
    anonymous('forged token', async () => `${alpha.client}|${'x'.repeat(43)}`),
    anonymous('token of an impossible id', async () => `9999999999|${'x'.repeat(43)}`),
    await signedIn('client', 'client', alpha.client, clientOwn),
    await signedIn('Integrator', 'Integrator', alpha.integrator, (r) =>
      r === 'self' || r === 'user' || r === 'partner' ? alpha.integrator : A(r),
    ),
    // A partner acts on its users (it manages them, not itself), on itself where only self counts.
    await signedIn('Partner', 'Partner', alpha.partner, (r) =>
      r === 'self' ? alpha.partner : A(r),
    ),
    await signedIn(
      'Partner on another partner’s ids',
      'Partner',
      alpha.partner,
      resourceOf(bravo, bravo.client),
      'other',
    ),
    await signedIn(
      'client on its sibling’s ids',
      'client',
      alpha.client,
      (r) =>
        r === 'self' || r === 'user' || r === 'partner'
          ? alpha.sibling
          : resourceOf(bravo, bravo.client)(r),
      'other',
    ),
    await signedIn(
      'client on another partner’s ids',
      'client',
      alpha.client,
      resourceOf(bravo, bravo.client),
      'other',
    ),
    // Out of scope and missing must answer alike, so that ids cannot be probed.
    await signedIn('Partner on missing ids', 'Partner', alpha.partner, missing, 'missing'),
    await signedIn('client on missing ids', 'client', alpha.client, missing, 'missing'),
    // Staff last: their calls may delete what the others' calls need.
    await signedIn('Admin on missing ids', 'Admin', admin.id, missing, 'missing'),
    await signedIn('Admin', 'Admin', admin.id, (r) =>
      r === 'self' ? admin.id : r === 'user' ? alpha.sibling : A(r),
    ),
  ];

  return { admin, adminToken, tokens, alpha, bravo, bravoMarkers, callers };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
