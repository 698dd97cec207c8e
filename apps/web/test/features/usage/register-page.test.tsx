import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Permission, type RegisterRow } from '@cabinet/contract';
import RequestRegisterPage from '../../../src/features/usage/pages/RequestRegisterPage';
import { PickerLocalization } from '../../../src/lib/dates/PickerLocalization';
import { fillSlots } from '../../../src/app/fill-slots';
import { adminUser, json, signIn, signOut } from '../../lib/signed-in';

const admin = adminUser({
  permissions: [Permission.requestsView, Permission.reportsView, Permission.usersView],
});

const row = (id: number, userId: number): RegisterRow => ({
  id,
  requestId: `req-${id}`,
  userId,
  requestedAt: '2026-11-05T10:00:00.000Z',
  status: 'success',
  httpStatus: 200,
  durationMs: 40,
  subject: '150340012345',
  billable: true,
  amountMinor: 1000,
  coveredByPackage: false,
  late: false,
});

/** A partner's register, as the server answers it: the rows and whose register it is. */
const answer = {
  success: true,
  data: [row(1, 7), row(2, 5)],
  meta: { total: 2, page: 1, rowsPerPage: 10, sortBy: null, descending: false },
  totals: { requests: 2, billable: 1, covered: 0, amountMinor: 1000 },
  context: {
    service: { id: 2, code: 'companyCheck', name: 'Проверка компании' },
    subject: {
      id: 5,
      login: 'partner',
      name: 'ТОО',
      surname: 'Ромашка',
      group: 'Partner',
      parentId: null,
    },
    partner: { id: 5, login: 'partner', name: 'ТОО', surname: 'Ромашка' },
    members: [{ id: 7, login: 'aigerim', name: 'Айгерим', surname: '' }],
  },
};

function renderRegister() {
  const router = createMemoryRouter(
    [{ path: '/admin/:userId/reports/:serviceId/register', Component: RequestRegisterPage }],
    { initialEntries: ['/admin/5/reports/2/register?startDate=2026-11-01&endDate=2026-11-20'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PickerLocalization>
        <RouterProvider router={router} />
      </PickerLocalization>
    </QueryClientProvider>,
  );
}

describe('requestRegisterPage', () => {
  beforeAll(() => fillSlots());
  beforeEach(() => signIn(admin));

  afterEach(() => signOut());

  it('fills the page from the register’s one answer: service, whose it is, each row’s user', async () => {
    const fetch = vi.fn(async () => json(answer));
    vi.stubGlobal('fetch', fetch);
    renderRegister();

    expect(await screen.findByText('Проверка компании')).toBeTruthy();
    expect(screen.getByText('(companyCheck)')).toBeTruthy();
    expect(screen.getByTestId('report-subject').textContent).toContain('ТОО Ромашка (partner)');
    const rows = screen.getAllByRole('row').filter((tr) => tr.hasAttribute('data-request-id'));
    expect(within(rows[0]!).getByText('aigerim')).toBeTruthy();
    expect(within(rows[1]!).getByText('partner')).toBeTruthy();
    expect(screen.getByTestId('subject-picker')).toBeTruthy();

    expect(fetch).toHaveBeenCalledTimes(1);
    const url = String((fetch.mock.calls[0] as unknown[])[0]);
    expect(url).toContain('/api/user/5/reports/2/register?');
    expect(url).not.toContain('status=');
    // The totals of everything the filters keep, not only the page.
    expect(screen.getByTestId('register-summary').textContent).toMatch(/^Найдено 2, платных 1/);
  }, 30_000);

  it('says on each row whether it is paid, and on the request why: the service’s rule', async () => {
    const failed = { ...row(3, 7), status: 'error' as const, httpStatus: 404 };
    const free = { ...row(4, 7), status: 'error' as const, httpStatus: 500, billable: false };
    const fetch = vi.fn(async (url: string) =>
      String(url).includes('/register/request')
        ? json({
            success: true,
            data: {
              ...failed,
              serviceId: 2,
              billableOutcomes: 'success-or-not-found',
              requestPayload: '{}',
              responsePayload: '{}',
            },
          })
        : json({ ...answer, data: [failed, free] }),
    );
    vi.stubGlobal('fetch', fetch);
    renderRegister();
    const rows = (await screen.findAllByRole('row')).filter((tr) =>
      tr.hasAttribute('data-request-id'),
    );
    expect(within(rows[0]!).getByText('ошибка оплачивается')).toBeTruthy();
    expect(within(rows[1]!).getByText('не тарифицируется')).toBeTruthy();
    await userEvent.click(within(rows[0]!).getAllByRole('button', { name: /req-3/ })[0]!);
    const reason = await screen.findByTestId('billing-rule');
    expect(reason.textContent).toBe(
      'Правило сервиса: Оплачиваются успешные запросы и ответы «не найдено» (404)',
    );
  }, 30_000);

  it('a register the user may not see shows no access, with nothing to export or filter', async () => {
    signIn({ ...admin, permissions: [...admin.permissions, Permission.requestsExport] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ success: false, message: 'Недостаточно прав для этого действия.' }, 403),
      ),
    );
    renderRegister();

    expect(await screen.findByText('Нет доступа')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /CSV/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'С ошибкой' })).toBeNull();
    expect(screen.queryByTestId('subject-picker')).toBeNull();
  }, 30_000);

  it('asks for the day typed into «С» as the app’s language writes it; an impossible one asks nothing', async () => {
    const fetch = vi.fn(async () => json(answer));
    vi.stubGlobal('fetch', fetch);
    renderRegister();
    await screen.findByText('Проверка компании');
    const from = screen.getByRole('group', { name: 'С' });
    expect(
      within(from)
        .getAllByRole('spinbutton')
        .map((section) => section.textContent),
    ).toEqual(['01', '11', '2026']);

    const user = userEvent.setup();
    await user.click(within(from).getByRole('spinbutton', { name: 'День' }));
    await user.keyboard('05');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(String((fetch.mock.calls[1] as unknown[])[0])).toContain('startDate=2026-11-05');

    // November has no 31st: the field says so, and the register keeps the 3rd typed on the way.
    await user.click(within(from).getByRole('spinbutton', { name: 'День' }));
    await user.keyboard('31');
    expect(
      await within(from.parentElement!).findByText(/^Проверьте дату: ДД\.ММ\.ГГГГ$/),
    ).toBeTruthy();
    const asked = fetch.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(asked.at(-1)).toContain('startDate=2026-11-03');
    expect(asked.some((url) => url.includes('2026-11-31'))).toBe(false);
    expect(screen.queryByText('Исправьте период, чтобы увидеть запросы.')).toBeNull();
    expect(screen.getAllByRole('row').some((tr) => tr.hasAttribute('data-request-id'))).toBe(true);
  }, 30_000);

  it('asks for one outcome when its button is pressed, and shows it pressed', async () => {
    const fetch = vi.fn(async () => json(answer));
    vi.stubGlobal('fetch', fetch);
    renderRegister();
    await screen.findByText('Проверка компании');
    const failed = screen.getByRole('button', { name: 'С ошибкой' });
    expect(failed.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(failed);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(String((fetch.mock.calls[1] as unknown[])[0])).toContain('status=error');
    expect(screen.getByRole('button', { name: 'С ошибкой' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  }, 30_000);
});
