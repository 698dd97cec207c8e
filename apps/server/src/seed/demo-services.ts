import type { Insertable, Kysely } from 'kysely';
import type { Database, ServicesTable } from '../core/db/schema.js';
import { publishTariff } from '../features/catalogue/index.js';

const ALMATY_CEMENT_DOCS = `# Отгрузки цемента (almatyCement)

Сервис отвечает, какие партии цемента отгружены покупателю за месяц: номер накладной, завод,
марка цемента и вес в тоннах.

## Запрос

| Поле | Тип | Обязательно | Описание |
|---|---|---|---|
| \`bin\` | строка, 12 цифр | да | БИН покупателя |
| \`month\` | \`ГГГГ-ММ\` | нет | месяц отгрузки |

\`\`\`http
POST /api/services/call/almatyCement
Content-Type: application/json

{ "input": { "bin": "150340010007", "month": "2026-10" } }
\`\`\`

## Ответ

- \`200\`: \`{ found: true, shipments: [...], totalTonnes }\`
- \`404\`: покупатель не найден (такой запрос не тарифицируется)

Каждый вызов попадает в реестр запросов пользователя и в его отчёты.
`;

const COMPANY_CHECK_DOCS = `# Проверка контрагента

По БИН возвращает статус регистрации компании и численность сотрудников.

| Поле | Тип | Обязательно |
|---|---|---|
| \`bin\` | строка, 12 цифр | да |

## Ответ

- \`200\`: статус регистрации и численность сотрудников
- \`404\`: компания с таким БИН не найдена (такой запрос оплачивается, как и успешный)
- \`5xx\`: сбой сервиса (такой запрос не оплачивается)
`;

/** Demo services whose upstreams are the server's built-in sources, with tariffs and assignments. */
export async function seedDemoServices(
  db: Kysely<Database>,
  now: string,
  partnerIds: number[],
): Promise<void> {
  const insertService = (values: Insertable<ServicesTable>) =>
    db.insertInto('services').values(values).returning('id').executeTakeFirstOrThrow();
  const cement = await insertService({
    code: 'almatyCement',
    name: 'Отгрузки цемента',
    description: 'Партии цемента, отгруженные покупателю за месяц',
    documentation: ALMATY_CEMENT_DOCS,
    status: 'active',
    billable_outcomes: 'success',
    upstream_url: 'builtin:almaty-cement',
    form_definition: JSON.stringify([
      { name: 'bin', type: 'text', label: 'БИН покупателя', required: true, pattern: '^\\d{12}$' },
      {
        name: 'month',
        type: 'text',
        label: 'Месяц (ГГГГ-ММ)',
        required: false,
        pattern: '^\\d{4}-(0[1-9]|1[0-2])$',
      },
    ]),
    created_at: now,
    updated_at: now,
  });
  const check = await insertService({
    code: 'companyCheck',
    name: 'Проверка контрагента',
    description: 'Статус регистрации компании по БИН',
    documentation: COMPANY_CHECK_DOCS,
    status: 'active',
    // A search that finds nothing is still an answer the provider paid its sources for; its own
    // failures (5xx) are not billed.
    billable_outcomes: 'success-or-not-found',
    upstream_url: 'builtin:company-check',
    form_definition: JSON.stringify([
      { name: 'bin', type: 'text', label: 'БИН', required: true, pattern: '^\\d{12}$' },
    ]),
    created_at: now,
    updated_at: now,
  });

  const year = now.slice(0, 4);
  const tariff = (serviceId: number, name: string, tiers: unknown) =>
    db
      .insertInto('tariffs')
      .values({
        service_id: serviceId,
        name,
        currency: 'KZT',
        tiers: JSON.stringify(tiers),
        vat_included: 1,
        vat_rate_bp: 1200,
        valid_from: `${Number(year) - 1}-01-01`,
        valid_to: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const cementTariff = await tariff(cement.id, 'Отгрузки: ступенчатый', [
    { upTo: 1000, priceMinor: 15000 },
    { upTo: 10000, priceMinor: 12000 },
    { upTo: null, priceMinor: 9000 },
  ]);
  const checkTariff = await tariff(check.id, 'Проверка: базовый', [
    { upTo: null, priceMinor: 5000 },
  ]);
  // Both demo tariffs are on the public price list (/Pricing).
  for (const id of [cementTariff.id, checkTariff.id]) await publishTariff(db, id, now);

  for (const partnerId of partnerIds) {
    await db
      .insertInto('user_services')
      .values([
        {
          user_id: partnerId,
          service_id: cement.id,
          tariff_id: cementTariff.id,
          valid_from: `${Number(year) - 1}-01-01`,
          valid_to: null,
        },
        {
          user_id: partnerId,
          service_id: check.id,
          tariff_id: checkTariff.id,
          valid_from: `${Number(year) - 1}-01-01`,
          valid_to: null,
        },
      ])
      .execute();
  }
  const first = partnerIds[0];
  if (first !== undefined) {
    await db
      .insertInto('tariff_packages')
      .values({
        user_id: first,
        service_id: cement.id,
        // From today: the seeded history is billed by the tariff, new calls draw on the package.
        quota: 1000,
        price_minor: 10_000_000,
        currency: 'KZT',
        valid_from: now.slice(0, 10),
        valid_to: `${year}-12-31`,
        created_at: now,
      })
      .execute();
  }
}
