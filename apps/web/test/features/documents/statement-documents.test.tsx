import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DocumentsPage as DocumentsAnswer,
  MonthClosingsResponse,
  MonthVerificationResponse,
  Permission,
  type DocumentSummary,
  type MonthVerification,
} from '@cabinet/contract';
import AllDocumentsPage from '../../../src/features/documents/pages/AllDocumentsPage';
import { currentMonth, monthInText, shiftMonth, type MonthRef } from '../../../src/lib/dates';
import { adminUser, json, signIn, signOut, stubFetch } from '../../lib/signed-in';

const admin = adminUser({
  permissions: [Permission.documentsView, Permission.documentsEdit, Permission.documentsAll],
});

const SHA = 'a3f1c9e07b2d4e5f60718293a4b5c6d7e8f90123456789abcdef0123456789ab';

const stored = (id: number, changes: Partial<DocumentSummary>): DocumentSummary => ({
  id,
  kind: 'application1',
  title: 'Приложение 1',
  fileName: `10_2026_Application_1_v${id}.pdf`,
  contentType: 'application/pdf',
  size: 20_480,
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  year: 2026,
  month: 10,
  serviceId: null,
  serviceName: null,
  ownerId: 5,
  ownerName: 'ТОО Ромашка',
  subjectId: 5,
  subjectLogin: 'partner',
  closing: true,
  createdAt: '2026-11-05T09:00:00.000Z',
  sha256: SHA,
  number: '2026-0007',
  version: 1,
  reason: null,
  superseded: false,
  draft: false,
  ...changes,
});

const documents = DocumentsAnswer.parse({
  success: true,
  data: [
    stored(11, { version: 2, reason: 'исправлен тариф', sha256: 'b'.repeat(64) }),
    stored(10, { superseded: true }),
    stored(12, {
      kind: 'upload',
      title: 'Подписанный акт',
      fileName: 'акт.pdf',
      closing: false,
      sha256: null,
      number: null,
    }),
    stored(13, {
      kind: 'service-report',
      title: 'Проверка компании: Ноябрь 2026',
      fileName: 'Отчет_companyCheck_Ноябрь_2026.pdf',
      closing: false,
      sha256: 'c'.repeat(64),
      number: null,
      draft: true,
    }),
  ],
  meta: { total: 4, page: 1, rowsPerPage: 10, sortBy: null, descending: false },
});

const closings = (reason: string | null) =>
  MonthClosingsResponse.parse({
    success: true,
    data: [
      {
        year: 2026,
        month: 10,
        reason,
        status: 'done',
        progress: 100,
        documents: 4,
        message: null,
        closedAt: '2026-11-05T09:00:00.000Z',
        closedBy: 'admin',
      },
    ],
    meta: { graceDays: 3 },
  });

const verification = (differences: MonthVerification['differences']) =>
  MonthVerificationResponse.parse({
    success: true,
    data: {
      year: 2026,
      month: 10,
      requests: 1902,
      days: 31,
      documents: 4,
      statements: 2,
      differences,
    },
  });

interface Server {
  closings: unknown;
  verification?: unknown;
  /** The answer to a closing (the body it was sent). */
  close?: (body: Record<string, unknown>) => Response;
}

/** Answers by path; the closings posted are kept. */
function stubServer(server: Server) {
  const posted: Record<string, unknown>[] = [];
  stubFetch((url, init) => {
    const path = url.pathname;
    if (path === '/api/users/all/documents') return json(documents);
    if (path === '/api/documents/closings' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posted.push(body);
      return server.close!(body);
    }
    if (path === '/api/documents/closings') return json(server.closings);
    if (/^\/api\/documents\/closings\/2026\/\d+\/preview$/.test(path))
      return json({
        success: true,
        data: {
          year: 2026,
          month: Number(path.split('/')[5]),
          partners: 3,
          documents: 26,
          closableFrom: '2026-11-04',
          closing: null,
        },
      });
    if (path === '/api/documents/closings/2026/10/verification') return json(server.verification);
    return json({ success: false, message: 'not found' }, 404);
  });
  return posted;
}

function renderPage(address = '/admin/all/documents?year=2026&month=10') {
  const router = createMemoryRouter(
    [{ path: '/admin/all/documents', Component: AllDocumentsPage }],
    { initialEntries: [address] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const rowOf = (id: number) => document.querySelector(`tr[data-document-id="${id}"]`) as HTMLElement;

describe('final documents and month closing', () => {
  beforeEach(() => signIn(admin));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('marks a report kept while its month was open as preliminary, and no final or uploaded file', async () => {
    stubServer({ closings: closings(null) });
    renderPage();
    await screen.findByText('Проверка компании: Ноябрь 2026');
    const kept = rowOf(13);
    expect(kept.getAttribute('data-draft')).toBe('true');
    expect(within(kept).getByTestId('draft').textContent).toBe('Предварительный');
    for (const id of [10, 11, 12]) {
      expect(rowOf(id).getAttribute('data-draft')).toBeNull();
      expect(within(rowOf(id)).queryByTestId('draft')).toBeNull();
    }
  }, 30_000);

  it('lists a final document’s number, version, reason and SHA-256; a replaced one is marked and struck; finals cannot be deleted', async () => {
    stubServer({ closings: closings(null) });
    renderPage();
    await screen.findByText('Подписанный акт');

    const current = within(rowOf(11));
    expect(current.getByText('2026-0007')).toBeTruthy();
    expect(current.getByText('версия 2')).toBeTruthy();
    expect(current.getByText('Причина: исправлен тариф')).toBeTruthy();
    expect(current.queryByTestId('superseded')).toBeNull();

    const replaced = rowOf(10);
    expect(replaced.getAttribute('data-superseded')).toBe('true');
    expect(within(replaced).getByTestId('superseded').textContent).toBe('Заменён');
    expect(within(replaced).getByText('Приложение 1', { selector: 'del' })).toBeTruthy();
    expect(within(replaced).getByText('версия 1')).toBeTruthy();
    const sha = within(replaced).getByText(`${SHA.slice(0, 12)}…`);
    // the full value in its tooltip (and its accessible name)
    expect(sha.getAttribute('aria-label')).toBe(SHA);
    expect(
      within(replaced).getByRole('button', { name: 'Скопировать SHA-256: Приложение 1' }),
    ).toBeTruthy();

    // Final documents are kept: no delete; an uploaded file may be deleted.
    expect(within(rowOf(11)).queryByRole('button', { name: /^Удалить/ })).toBeNull();
    expect(within(replaced).queryByRole('button', { name: /^Удалить/ })).toBeNull();
    expect(
      within(rowOf(12)).getByRole('button', { name: 'Удалить: Подписанный акт' }),
    ).toBeTruthy();
    // an upload has no number and no SHA-256
    expect(
      rowOf(12).querySelectorAll('td').length -
        [...rowOf(12).querySelectorAll('td')].filter((td) => td.textContent !== '—').length,
    ).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it('this month not over yet: one click opens the last month, ready to close', async () => {
    stubServer({
      closings: MonthClosingsResponse.parse({ success: true, data: [], meta: { graceDays: 3 } }),
    });
    renderPage('/admin/all/documents');
    const panel = await screen.findByTestId('month-closing');
    const now = currentMonth();
    const close = (month: MonthRef) => `Закрыть ${monthInText(month, 'ru')}`;
    expect(
      (within(panel).getByRole('button', { name: close(now) }) as HTMLButtonElement).disabled,
    ).toBe(true);
    within(panel).getByTestId('month-not-over');

    const last = shiftMonth(now, -1);
    await userEvent.click(
      within(panel).getByRole('button', { name: `Открыть ${monthInText(last, 'ru')}` }),
    );
    const closeLast = await within(panel).findByRole('button', { name: close(last) });
    expect((closeLast as HTMLButtonElement).disabled).toBe(false);
    expect(within(panel).queryByTestId('month-not-over')).toBeNull();
  }, 30_000);

  it('a closed month in the list opens its documents', async () => {
    stubServer({ closings: closings(null) });
    renderPage('/admin/all/documents?year=2026&month=9');
    const panel = await screen.findByTestId('month-closing');
    await within(panel).findByRole('button', { name: 'Закрыть сентябрь 2026' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Октябрь 2026' }));
    // Closed: it says so, and offers issuing again instead of closing.
    await within(panel).findByRole('button', { name: 'Выпустить заново' });
    expect(within(panel).getByTestId('closing-state').textContent).toBe(
      'Октябрь 2026 закрыт 05.11.2026, admin',
    );
    expect(within(panel).queryByRole('button', { name: /^Закрыть / })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Месяц' }).textContent).toBe('Октябрь');
  }, 30_000);

  it('says the grace period, and issuing a closed month again asks for the reason the table then shows', async () => {
    const server: Server = {
      closings: closings(null),
      close: (body) => {
        if (!body.replace) return json({ success: false, message: 'Месяц уже закрыт' }, 409);
        server.closings = closings(String(body.reason));
        return json({
          success: true,
          data: { ...closings(null).data[0], reason: body.reason, status: 'running', progress: 0 },
        });
      },
    };
    const posted = stubServer(server);
    renderPage();

    const panel = await screen.findByTestId('month-closing');
    expect((await within(panel).findByTestId('closing-grace')).textContent).toBe(
      'Месяц можно закрыть через 3 дн. после его конца: ждём поздние записи.',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Выпустить заново' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сформировать документы заново?' });
    // What it would issue, as the server counts it.
    expect(
      await within(dialog).findByText(
        /^Будут выпущены новые версии: 26 окончательных документов для 3 партнёров\./,
      ),
    ).toBeTruthy();

    // Without a reason nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сформировать заново' }));
    expect(
      await within(dialog).findByText('Укажите причину повторного выпуска документов'),
    ).toBeTruthy();
    expect(posted).toHaveLength(0);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Причина повторного выпуска/ }),
      'исправлен тариф',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сформировать заново' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ year: 2026, month: 10, replace: true, reason: 'исправлен тариф' });
    await waitFor(() =>
      expect(within(panel).getByTestId('closing-reason').textContent).toBe('исправлен тариф'),
    );
  }, 30_000);

  it('the server’s refusal of a reason lands under the field', async () => {
    const message = 'Укажите причину повторного выпуска документов';
    stubServer({
      closings: closings(null),
      close: (body) =>
        body.replace
          ? json({ success: false, message, errors: { reason: [message] } }, 422)
          : json({ success: false, message: 'Месяц уже закрыт' }, 409),
    });
    renderPage();
    const panel = await screen.findByTestId('month-closing');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Выпустить заново' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сформировать документы заново?' });
    await userEvent.type(within(dialog).getByRole('textbox'), '   абв');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сформировать заново' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
  }, 30_000);

  it('a month still in its grace period: the server’s word (naming the first day) is shown by the button', async () => {
    const message = 'Октябрь 2026 можно закрыть с 04.11.2026: ждём поздние записи';
    stubServer({
      closings: MonthClosingsResponse.parse({ success: true, data: [], meta: { graceDays: 3 } }),
      close: () => json({ success: false, message, errors: { month: [message] } }, 422),
    });
    renderPage();
    const panel = await screen.findByTestId('month-closing');
    await within(panel).findByText('Закрытых месяцев пока нет');
    await userEvent.click(within(panel).getByRole('button', { name: 'Закрыть октябрь 2026' }));
    // Asked first: the month, its partners and documents, and that it is final.
    const confirm = await screen.findByRole('dialog', { name: 'Закрыть октябрь 2026?' });
    expect((await within(confirm).findByText(/^Закрытие выпустит/)).textContent).toMatch(
      /^Закрытие выпустит 26 окончательных документов для 3 партнёров: .*Это окончательно/,
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Закрыть месяц' }));
    expect((await within(panel).findByTestId('closing-refused')).textContent).toContain(message);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 30_000);

  it('checking a month shows «Расхождений нет»', async () => {
    stubServer({ closings: closings(null), verification: verification([]) });
    renderPage();
    const panel = await screen.findByTestId('month-closing');
    await userEvent.click(
      await within(panel).findByRole('button', { name: 'Проверить октябрь 2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Проверка: Октябрь 2026' });
    expect((await within(dialog).findByTestId('verification-clean')).textContent).toContain(
      'Расхождений нет',
    );
    expect(
      within(dialog).getByText(/Сверено запросов: 1\s902, дней: 31, документов: 4/),
    ).toBeTruthy();
  }, 30_000);

  it('checking a month lists each difference: check, user, service, day, field, expected and actual', async () => {
    stubServer({
      closings: closings(null),
      verification: verification([
        {
          check: 'daily-usage',
          userId: 7,
          userLogin: 'aigerim',
          serviceId: 2,
          serviceName: 'Проверка контрагента',
          day: '2026-10-14',
          field: 'paid',
          expected: 120,
          actual: 119,
        },
      ]),
    });
    renderPage();
    const panel = await screen.findByTestId('month-closing');
    await userEvent.click(
      await within(panel).findByRole('button', { name: 'Проверить октябрь 2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Проверка: Октябрь 2026' });
    await within(dialog).findByTestId('verification-differences');
    expect(within(dialog).getByText('Найдено расхождений: 1')).toBeTruthy();
    const table = within(dialog).getByRole('table', { name: 'Расхождения' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Проверка', 'Пользователь', 'Сервис', 'День', 'Поле', 'Ожидалось', 'Фактически']);
    const cells = [...table.querySelectorAll('tbody td')].map((td) => td.textContent);
    expect(cells).toEqual([
      'Дневная статистика',
      'aigerim',
      'Проверка контрагента',
      '14.10.2026',
      'paid',
      '120',
      '119',
    ]);
  }, 30_000);
});
