import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Permission,
  RoleResponse,
  RolesResponse,
  RuleGroupResponse,
  RuleGroupsResponse,
  RulesResponse,
} from '@cabinet/contract';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import type { Session } from '../helpers/session.js';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
});
afterAll(() => t.close());

const base = '/api/access-control';

describe('roles', () => {
  it('lists the group roles and the provider integrator’s, with their rules and holders', async () => {
    const res = await admin.get(`${base}/role`);
    const roles = RolesResponse.parse(res.json()).data;
    expect(roles.map((r) => r.key)).toEqual([
      'Admin',
      'Partner',
      'client',
      'Integrator',
      'ProviderIntegrator',
    ]);
    const adminRole = roles.find((r) => r.key === 'Admin')!;
    expect(adminRole.usersCount).toBeGreaterThanOrEqual(1);
    expect(roles.find((r) => r.key === 'Partner')!.rules.map((r) => r.slug)).toContain(
      'tariff.view',
    );
    expect(roles.find((r) => r.key === 'Integrator')!.rules.map((r) => r.slug)).toContain(
      'requests.ingest',
    );
  });

  it('creates (no id, or 0), reads, updates and removes a role', async () => {
    const created = await admin.post(`${base}/role/0`, {
      key: 'auditor',
      name: 'Аудитор',
      description: 'Смотрит отчёты',
      rules: ['reports.view', 'documents.view'],
    });
    expect(created.statusCode).toBe(201);
    const role = RoleResponse.parse(created.json()).data;
    expect(role.rules.map((r) => r.slug).sort()).toEqual(['documents.view', 'reports.view']);
    expect(created.json().message).toBe('Роль сохранена');

    const read = RoleResponse.parse((await admin.get(`${base}/role/${role.id}`)).json()).data;
    expect(read).toEqual(role);

    const updated = await admin.post(`${base}/role/${role.id}`, {
      key: 'auditor',
      name: 'Аудитор',
      description: 'Только отчёты',
      rules: ['reports.view'],
    });
    expect(updated.statusCode).toBe(200);
    expect(RoleResponse.parse(updated.json()).data.rules.map((r) => r.slug)).toEqual([
      'reports.view',
    ]);

    const removed = await admin.post(`${base}/role/remove/${role.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await admin.get(`${base}/role/${role.id}`)).statusCode).toBe(404);
    expect((await admin.get(`${base}/role/${role.id}`)).json().message).toBe('Роль не найдена');
  });

  it('also creates with POST /role (no id)', async () => {
    const res = await admin.post(`${base}/role`, {
      key: 'viewer',
      name: 'Viewer',
      description: 'Reads',
      rules: [],
    });
    expect(res.statusCode).toBe(201);
  });

  it('needs key, name and description, with the sample backend message', async () => {
    const res = await admin.post(`${base}/role/0`, { key: '', name: 'X' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Заполните Ключ, Название и Описание');
    expect(res.json().errors).toMatchObject({
      key: ['Заполните Ключ, Название и Описание'],
      description: ['Заполните Ключ, Название и Описание'],
    });
    admin.language = 'en';
    expect((await admin.post(`${base}/role/0`, {})).json().message).toBe(
      'Fill in Key, Name and Description',
    );
    admin.language = undefined;
  });

  it('refuses unknown rules and a duplicate key', async () => {
    const unknown = await admin.post(`${base}/role/0`, {
      key: 'x',
      name: 'X',
      description: 'X',
      rules: ['nope.never'],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.rules).toEqual(['Неизвестные правила: nope.never']);
    const duplicate = await admin.post(`${base}/role/0`, {
      key: 'Admin',
      name: 'X',
      description: 'X',
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.key).toEqual(['Роль с таким ключом уже существует']);
  });

  it('will not remove a role that users hold, and says how many', async () => {
    const partnerRole = RolesResponse.parse((await admin.get(`${base}/role`)).json()).data.find(
      (r) => r.key === 'Partner',
    )!;
    await t.user('Partner');
    const res = await admin.post(`${base}/role/remove/${partnerRole.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/назначена пользователям \(\d+\)/);
    expect((await admin.get(`${base}/role/${partnerRole.id}`)).statusCode).toBe(200);
  });

  it('404s on a role that does not exist, and on an id that is not one', async () => {
    expect((await admin.post(`${base}/role/remove/999999`)).statusCode).toBe(404);
    expect((await admin.get(`${base}/role/abc`)).statusCode).toBe(404);
    expect((await admin.get(`${base}/role/-1`)).statusCode).toBe(404);
  });
});

describe('rule groups and rules', () => {
  it('lists groups with their rules, and every rule', async () => {
    const groups = RuleGroupsResponse.parse((await admin.get(`${base}/rule-group/`)).json()).data;
    expect(groups.map((g) => g.slug)).toEqual(
      expect.arrayContaining(['partners', 'tariffs', 'access-control']),
    );
    const rules = RulesResponse.parse((await admin.get(`${base}/rule/`)).json()).data;
    expect(rules.length).toBe(groups.reduce((sum, g) => sum + g.rules.length, 0));
  });

  it('creates a group with rules and updates it, keeping the ids of kept rules', async () => {
    const created = await admin.post(`${base}/rule-group/`, {
      slug: 'billing',
      name: 'Биллинг',
      rules: [
        { slug: 'billing.view', name: 'Смотреть счета' },
        { slug: 'billing.close', name: 'Закрывать месяц' },
      ],
    });
    expect(created.statusCode).toBe(201);
    const group = RuleGroupResponse.parse(created.json()).data;
    const viewId = group.rules.find((r) => r.slug === 'billing.view')!.id;

    const updated = await admin.post(`${base}/rule-group`, {
      id: group.id,
      slug: 'billing',
      name: 'Биллинг и счета',
      rules: [
        { slug: 'billing.view', name: 'Смотреть счета' },
        { slug: 'billing.export', name: 'Выгружать' },
      ],
    });
    expect(updated.statusCode).toBe(200);
    const after = RuleGroupResponse.parse(updated.json()).data;
    expect(after.name).toBe('Биллинг и счета');
    expect(after.rules.map((r) => r.slug).sort()).toEqual(['billing.export', 'billing.view']);
    expect(after.rules.find((r) => r.slug === 'billing.view')!.id).toBe(viewId);
    expect(
      RuleGroupResponse.parse((await admin.get(`${base}/rule-group/${group.id}`)).json()).data,
    ).toEqual(after);
  });

  it('refuses a rule slug that another group owns, and a missing slug or name', async () => {
    const res = await admin.post(`${base}/rule-group`, {
      slug: 'dupes',
      name: 'Dupes',
      rules: [{ slug: 'tariff.view', name: 'x' }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.rules).toEqual(['Правило tariff.view уже есть в другой группе']);
    const empty = await admin.post(`${base}/rule-group`, { slug: '', name: '' });
    expect(empty.json().errors.slug).toEqual(['Заполните Код и Название группы']);
  });
});

describe('who may', () => {
  it('only callers with access-control permissions; others get 403, nobody gets 401', async () => {
    for (const group of ['Partner', 'client', 'Integrator'] as const) {
      const { session } = await t.signedIn(group);
      expect((await session.get(`${base}/role`)).statusCode).toBe(403);
      expect((await session.get(`${base}/rule`)).statusCode).toBe(403);
      const create = await session.post(`${base}/role/0`, {
        key: 'hack',
        name: 'H',
        description: 'H',
        rules: ['access-control.edit'],
      });
      expect(create.statusCode).toBe(403);
      expect(create.json().message).toBe('Недостаточно прав для этого действия.');
    }
    const nobody = t.session();
    expect((await nobody.get(`${base}/role`)).statusCode).toBe(401);
    expect((await nobody.post(`${base}/role/remove/1`)).statusCode).toBe(401);
  });

  it('follows the rules held in data: granting a rule to a role opens the door at once', async () => {
    const { session } = await t.signedIn('client');
    expect((await session.get(`${base}/rule`)).statusCode).toBe(403);
    const roles = RolesResponse.parse((await admin.get(`${base}/role`)).json()).data;
    const client = roles.find((r) => r.key === 'client')!;
    await admin.post(`${base}/role/${client.id}`, {
      key: client.key,
      name: client.name,
      description: client.description,
      rules: [...client.rules.map((r) => r.slug), 'access-control.view'],
    });
    expect((await session.get(`${base}/rule`)).statusCode).toBe(200);
  });
});

describe('the seeded roles, groups and rules in the caller’s language', () => {
  const lists = async (language: string) => {
    admin.language = language;
    try {
      const roles = RolesResponse.parse((await admin.get(`${base}/role`)).json()).data;
      const groups = RuleGroupsResponse.parse((await admin.get(`${base}/rule-group/`)).json()).data;
      const rules = RulesResponse.parse((await admin.get(`${base}/rule/`)).json()).data;
      return { roles, groups, rules };
    } finally {
      admin.language = undefined;
    }
  };

  it('reads the texts nobody edited in each language, every rule with a description', async () => {
    const byLanguage = {
      ru: ['Администратор', 'Партнёры', 'Просмотр партнёров'],
      en: ['Administrator', 'Partners', 'View partners'],
      kk: ['Әкімші', 'Серіктестер', 'Серіктестерді қарау'],
    };
    for (const [language, [role, group, rule]] of Object.entries(byLanguage)) {
      const { roles, groups, rules } = await lists(language);
      expect(roles.find((r) => r.key === 'Admin')?.name, language).toBe(role);
      expect(groups.find((g) => g.slug === 'partners')?.name, language).toBe(group);
      const view = rules.find((r) => r.slug === 'partners.view');
      expect(view?.name, language).toBe(rule);
      // The role's own rules read the same.
      expect(
        roles.find((r) => r.key === 'Admin')?.rules.find((r) => r.slug === 'partners.view')?.name,
      ).toBe(rule);
      const known = new Set<string>(Object.values(Permission));
      const seeded = rules.filter((r) => known.has(r.slug));
      expect(seeded).toHaveLength(known.size);
      expect(seeded.filter((r) => r.description === '').map((r) => r.slug)).toEqual([]);
    }
  });

  it('shows an edited text as it was written, in every language', async () => {
    const { roles } = await lists('ru');
    const partner = roles.find((r) => r.key === 'Partner')!;
    const saved = await admin.post(`${base}/role/${partner.id}`, {
      key: 'Partner',
      name: 'Компания-партнёр',
      description: partner.description,
      rules: partner.rules.map((r) => r.slug),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const en = await lists('en');
    const edited = en.roles.find((r) => r.key === 'Partner')!;
    expect(edited.name).toBe('Компания-партнёр');
    // The description nobody touched still reads in English.
    expect(edited.description).toBe('The partner company’s main account');
  });
});
