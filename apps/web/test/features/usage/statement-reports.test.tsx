import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatementResponse } from '@cabinet/contract';
import {
  DailyReportPage as DailyReportAnswer,
  MonthStatesResponse,
  Permission,
  ReportsPage as ReportsAnswer,
  type CurrentUser,
  type MonthState,
  type Statement,
} from '@cabinet/contract';
import type { z } from 'zod';
import ReportsListPage from '../../../src/features/usage/pages/ReportsListPage';
import DailyReportPage from '../../../src/features/usage/pages/DailyReportPage';
import { fillSlots } from '../../../src/app/fill-slots';
import { authStore, initialAuthState } from '../../../src/lib/session';
import { resetHttp } from '../../../src/lib/http';
import { changeLanguage } from '../../../src/lib/i18n';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

/** The signed-in partner looking at its own reports. */
const partner: CurrentUser = {
  id: 5,
  login: 'partner',
  email: 'partner@example.kz',
  name: 'ТОО',
  surname: 'Ромашка',
  description: '',
  groups: ['Partner'],
  roles: [],
  permissions: [Permission.reportsView, Permission.documentsView],
  parentId: null,
  last_login_datetime: null,
  emailConfirmed: true,
  sessionIdleMinutes: 10,
};

const context = {
  subject: {
    id: 5,
    login: 'partner',
    name: 'ТОО',
    surname: 'Ромашка',
    group: 'Partner',
    parentId: null,
  },
  partner: { id: 5, login: 'partner', name: 'ТОО', surname: 'Ромашка' },
  members: [],
};

const open: MonthState = { year: 2026, month: 11, status: 'open', closedAt: null };
const octoberClosed: MonthState = {
  year: 2026,
  month: 10,
  status: 'closed',
  closedAt: '2026-11-05T09:00:00.000Z',
};

/** One service's month: 1000 requests, 600 paid, 300 by the package, 100 not billed. */
const row = {
  serviceId: 2,
  serviceCode: 'companyCheck',
  serviceName: 'Проверка компании',
  currency: 'KZT',
  requests: 1000,
  successful: 950,
  failed: 50,
  billable: 900,
  paid: 600,
  covered: 300,
  notBillable: 100,
  netMinor: 6_000_000,
  vatMinor: 720_000,
  amountMinor: 6_720_000,
};
/** The month's totals: the one service's numbers. */
const totals = {
  requests: row.requests,
  successful: row.successful,
  failed: row.failed,
  billable: row.billable,
  paid: row.paid,
  covered: row.covered,
  notBillable: row.notBillable,
  netMinor: row.netMinor,
  vatMinor: row.vatMinor,
  amountMinor: row.amountMinor,
};

const reports = (period: MonthState) =>
  ReportsAnswer.parse({
    success: true,
    data: [row],
    meta: { total: 1, page: 1, rowsPerPage: 10, sortBy: null, descending: false },
    totals,
    context,
    period,
    late: [],
    corrections: [],
  });

const statement = (changes: Partial<Statement> = {}): z.input<typeof StatementResponse> => ({
  success: true,
  data: {
    status: 'draft',
    number: null,
    version: 1,
    reason: null,
    partnerId: 5,
    currency: 'KZT',
    period: { year: 2026, month: 11, from: '2026-11-01', to: '2026-11-30' },
    lines: [
      {
        serviceId: 2,
        serviceCode: 'companyCheck',
        serviceName: 'Проверка компании',
        kind: 'tier',
        description: 'Проверка компании, запросы 1–600',
        quantity: 600,
        unitPriceMinor: 10_000,
        amountMinor: 6_000_000,
        vatRate: 12,
        vatMinor: 720_000,
        tierFrom: 1,
        tierTo: 600,
        packageId: null,
        correctionOf: null,
      },
      {
        serviceId: 2,
        serviceCode: 'companyCheck',
        serviceName: 'Проверка компании',
        kind: 'package',
        description: 'Проверка компании, по пакету',
        quantity: 300,
        unitPriceMinor: 0,
        amountMinor: 0,
        vatRate: 12,
        vatMinor: 0,
        tierFrom: null,
        tierTo: null,
        packageId: 4,
        correctionOf: null,
      },
    ],
    subtotalMinor: 6_000_000,
    vatMinor: 720_000,
    totalMinor: 6_720_000,
    totalInWords: 'Шестьдесят семь тысяч двести тенге 00 тиын',
    issuedAt: null,
    ...changes,
  },
});

/** The server's answers by path; the paths asked are kept. */
function stubServer(answers: Record<string, unknown>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url.pathname + url.search);
      const body = answers[url.pathname];
      if (body === undefined) return new Response('{}', { status: 404 });
      return json(body);
    }),
  );
  return asked;
}

function renderAt(path: string, entry: string, Component: React.ComponentType) {
  const router = createMemoryRouter([{ path, Component }], { initialEntries: [entry] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const months = MonthStatesResponse.parse({ success: true, data: [octoberClosed] });
const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('statements on the report screens', () => {
  beforeAll(() => fillSlots());
  beforeEach(() =>
    authStore.setState({
      authenticated: true,
      user: partner,
      token: 'token',
      groups: partner.groups,
      parentId: null,
    }),
  );
  afterEach(() => {
    // unmounted before the session ends, which would show a partner's tabs instead
    cleanup();
    vi.unstubAllGlobals();
    resetHttp();
    authStore.setState(initialAuthState(), true);
  });

  it('an open month says its amounts are preliminary; counts and money are split as the statement splits them', async () => {
    stubServer({ '/api/user/5/reports': reports(open), '/api/reports/months': months });
    renderAt('/admin/:id/reports', '/admin/5/reports?month=11&year=2026', ReportsListPage);

    const state = await screen.findByTestId('month-state');
    expect(state.textContent).toBe('Месяц открыт — предварительный расчёт, суммы могут измениться');
    expect(state.getAttribute('data-status')).toBe('open');
    expect(headers()).toEqual([
      'Сервис',
      'Запросов',
      'Платных',
      'По пакету',
      'Не тарифицируется',
      'Без НДС',
      'НДС',
      'Сумма с НДС',
      'Действия',
    ]);
    const serviceRow = screen.getByText('Проверка компании').closest('tr')!;
    const cell = (key: string) => serviceRow.querySelector(`td[data-column="${key}"]`)!.textContent;
    expect(cell('paid')).toBe('600');
    expect(cell('covered')).toBe('300');
    expect(cell('notBillable')).toBe('100');
    expect(cell('netMinor')).toMatch(/^60\s000,00\s₸$/);
    expect(cell('vatMinor')).toMatch(/^7\s200,00\s₸$/);
    expect(cell('amountMinor')).toMatch(/^67\s200,00\s₸$/);

    const card = (id: string) => within(screen.getByTestId(id));
    expect(card('total-paid').getByText('600')).toBeTruthy();
    expect(card('total-covered').getByText('300')).toBeTruthy();
    expect(card('total-not-billable').getByText('100')).toBeTruthy();
    expect(card('total-not-billable').getByText('Не тарифицируется')).toBeTruthy();
    expect(card('total-net').getByText(/^60\s000,00\s₸$/)).toBeTruthy();
    expect(card('total-vat').getByText(/^7\s200,00\s₸$/)).toBeTruthy();
    expect(card('total-amount').getByText('Сумма с НДС')).toBeTruthy();
    expect(card('total-amount').getByText(/^67\s200,00\s₸$/)).toBeTruthy();
  }, 30_000);

  it('a closed month says when it closed and that its documents are final; the picker marks closed months', async () => {
    stubServer({ '/api/user/5/reports': reports(octoberClosed), '/api/reports/months': months });
    renderAt('/admin/:id/reports', '/admin/5/reports?month=10&year=2026', ReportsListPage);

    const state = await screen.findByTestId('month-state');
    expect(state.textContent).toBe('Месяц закрыт 05.11.2026 — документы окончательные');
    await waitFor(() => expect(screen.getByTestId('month-locked-10')).toBeTruthy());
    await userEvent.click(screen.getByRole('combobox', { name: /^Месяц/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options[9]!.textContent).toBe('Октябрь (месяц закрыт)');
    expect(options[8]!.textContent).toBe('Сентябрь');
  }, 30_000);

  it('the statement shows its lines, the draft mark and the total in words, equal to the list’s total', async () => {
    const asked = stubServer({
      '/api/user/5/reports': reports(open),
      '/api/reports/months': months,
      '/api/reports/application1/5/2026/11/': statement(),
    });
    renderAt('/admin/:id/reports', '/admin/5/reports?month=11&year=2026', ReportsListPage);

    // Generous waits: the lazy dialog and its query take longer on a loaded machine.
    const wait = { timeout: 5000 };
    await userEvent.click(await screen.findByRole('button', { name: 'Расчёт, ноябрь 2026' }, wait));
    const dialog = await screen.findByRole('dialog', { name: 'Расчёт за ноябрь 2026' }, wait);
    const status = await within(dialog).findByTestId('statement-status', {}, wait);
    expect(status.getAttribute('data-status')).toBe('draft');
    expect(status.textContent).toContain('Предварительный расчёт');
    expect(asked).toContain('/api/reports/application1/5/2026/11/?format=json');

    const table = within(dialog).getByRole('table', { name: 'Строки расчёта' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Наименование', 'Кол-во', 'Цена без НДС', 'Сумма без НДС', 'НДС', 'Сумма с НДС']);
    const tier = table.querySelector('tr[data-statement-line="tier"]')!;
    expect(
      [...tier.querySelectorAll('td')].map((td) => td.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      'Проверка компании, запросы 1–600',
      '600',
      '100,00 ₸',
      '60 000,00 ₸',
      // The amount, and under it the rate (a 0 % rate is «НДС 0 %», no VAT «без НДС»).
      '7 200,00 ₸НДС 12 %',
      '67 200,00 ₸',
    ]);
    expect(table.querySelector('tr[data-statement-line="package"]')?.textContent).toContain(
      'по пакету',
    );
    const total = within(dialog).getByTestId('statement-total').textContent;
    expect(total).toBe(within(screen.getByTestId('total-amount')).getByText(/₸$/).textContent);
    expect(within(dialog).getByTestId('statement-words').textContent).toBe(
      'Всего к оплате: Шестьдесят семь тысяч двести тенге 00 тиын',
    );
    expect(within(dialog).getByRole('button', { name: 'Приложение 1, ноябрь 2026' })).toBeTruthy();
  }, 30_000);

  it('a final statement names its number, version and the reason it was issued again', async () => {
    stubServer({
      '/api/user/5/reports': reports(octoberClosed),
      '/api/reports/months': months,
      '/api/reports/application1/5/2026/10/': statement({
        status: 'final',
        number: '2026-0007',
        version: 2,
        reason: 'исправлен тариф',
        issuedAt: '2026-11-06T09:00:00.000Z',
        period: { year: 2026, month: 10, from: '2026-10-01', to: '2026-10-31' },
      }),
    });
    renderAt('/admin/:id/reports', '/admin/5/reports?month=10&year=2026', ReportsListPage);
    await userEvent.click(await screen.findByRole('button', { name: 'Расчёт, октябрь 2026' }));
    const dialog = await screen.findByRole('dialog');
    const status = await within(dialog).findByTestId('statement-status');
    expect(status.getAttribute('data-status')).toBe('final');
    expect(status.textContent).toContain('№ 2026-0007, версия 2 — причина: исправлен тариф');
    expect(within(dialog).queryByText('Предварительный расчёт')).toBeNull();
  }, 30_000);

  it('a correction line names the month it corrects in the reader’s language, never as «2026-10»', async () => {
    const correction = {
      ...statement().data.lines[0]!,
      kind: 'tier' as const,
      description: 'Проверка компании: запросы по тарифу (корректировка)',
      quantity: 1,
      amountMinor: 10_000,
      vatMinor: 1_200,
      correctionOf: '2026-10',
    };
    stubServer({
      '/api/user/5/reports': reports(open),
      '/api/reports/months': months,
      '/api/reports/application1/5/2026/11/': statement({
        lines: [...statement().data.lines, correction],
      }),
    });
    for (const [language, caption] of [
      ['ru', 'Запросы за октябрь 2026, поступившие после закрытия месяца'],
      ['en', 'Requests of October 2026 recorded after the month was closed'],
      ['kk', 'қазан 2026: ай жабылғаннан кейін түскен сұраулар'],
    ] as const) {
      await changeLanguage(language);
      try {
        renderAt('/admin/:id/reports', '/admin/5/reports?month=11&year=2026', ReportsListPage);
        const wait = { timeout: 5000 };
        const buttons = await screen.findAllByRole(
          'button',
          { name: /^(Расчёт|Statement|Есеп), / },
          wait,
        );
        await userEvent.click(buttons[0]!);
        const dialog = await screen.findByRole('dialog', {}, wait);
        const line = await within(dialog).findByText(caption, {}, wait);
        expect(line).toBeTruthy();
        expect(dialog.textContent).not.toContain('2026-10');
      } finally {
        cleanup();
        await changeLanguage('ru');
      }
    }
  }, 60_000);

  it('reports the user may not see show no access, with no documents or register to open', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) =>
        new URL(String(input), 'http://localhost').pathname === '/api/reports/months'
          ? json(months)
          : new Response(
              JSON.stringify({ success: false, message: 'Недостаточно прав для этого действия.' }),
              { status: 403, headers: { 'Content-Type': 'application/json' } },
            ),
      ),
    );
    renderAt('/admin/:id/reports', '/admin/9/reports?month=11&year=2026', ReportsListPage);
    expect(await screen.findByText('Нет доступа')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('link')).toEqual([]);
    cleanup();

    renderAt(
      '/admin/:userId/reports/:serviceId/report',
      '/admin/9/reports/2/report?month=11&year=2026',
      DailyReportPage,
    );
    expect(await screen.findByText('Нет доступа')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('link')).toEqual([]);
  }, 30_000);

  it('the daily report splits paid, by the package and not billed, and says its amount is as the tariff charged', async () => {
    const { netMinor: _net, vatMinor: _vat, ...counts } = totals;
    stubServer({
      '/api/user/5/reports/2/report': DailyReportAnswer.parse({
        success: true,
        data: [{ day: '2026-11-03', ...counts, amountMinor: 6_720_000 }],
        meta: { total: 1, page: 1, rowsPerPage: 31, sortBy: null, descending: false },
        totals: { ...counts, amountMinor: 6_720_000 },
        service: { id: 2, code: 'companyCheck', name: 'Проверка компании' },
        context: {
          ...context,
          service: { id: 2, code: 'companyCheck', name: 'Проверка компании' },
        },
        period: open,
        late: [],
        corrections: [],
      }),
      '/api/reports/months': months,
    });
    renderAt(
      '/admin/:userId/reports/:serviceId/report',
      '/admin/5/reports/2/report?month=11&year=2026',
      DailyReportPage,
    );
    expect((await screen.findByTestId('month-state')).getAttribute('data-status')).toBe('open');
    const table = screen.getByRole('table', { name: /^Запросы по дням/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Дата',
      'Запросов',
      'Успешных',
      'Ошибок',
      'Платных',
      'По пакету',
      'Не тарифицируется',
      'Сумма по тарифу',
    ]);
    const day = table.querySelector('tr[data-day="2026-11-03"]')!;
    expect(day.querySelector('td[data-column="paid"]')!.textContent).toBe('600');
    expect(day.querySelector('td[data-column="covered"]')!.textContent).toBe('300');
    expect(day.querySelector('td[data-column="notBillable"]')!.textContent).toBe('100');
  }, 30_000);
});
