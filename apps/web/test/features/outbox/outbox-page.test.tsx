import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Permission, type OutboxMessage, type OutboxMessageDetail } from '@cabinet/contract';
import OutboxPage from '../../../src/features/outbox/pages/OutboxPage';
import { fillSlots } from '../../../src/app/fill-slots';
import { changeLanguage } from '../../../src/lib/i18n';
import { dismissAll } from '../../../src/lib/notify';
import { queryClient } from '../../../src/lib/query-client';
import { adminUser, json, signIn as signInAs, signOut, stubFetch } from '../../lib/signed-in';

const admin = adminUser({ permissions: [Permission.outboxView] });

const message = (fields: Partial<OutboxMessage>): OutboxMessage => ({
  id: 1,
  to: 'ivanov@example.kz',
  subject: 'Восстановление пароля',
  createdAt: '2026-11-02T09:00:00Z',
  sentAt: null,
  status: 'kept',
  ...fields,
});

const page = (rows: OutboxMessage[]) => ({
  success: true,
  data: rows,
  meta: { total: rows.length, page: 1, rowsPerPage: 10, sortBy: 'createdAt', descending: true },
});

/** Every call the page makes, with its query. */
let calls: URL[] = [];
let answer: (url: URL) => { status: number; body: unknown } | undefined;

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/Mail', Component: OutboxPage },
      { path: '/login', element: <p>Вход</p> },
    ],
    { initialEntries: ['/Mail'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function signIn() {
  signInAs(admin, { withCookie: true });
}

describe('«Почта»', () => {
  beforeAll(() => fillSlots());
  beforeEach(() => {
    calls = [];
    stubFetch((url) => {
      calls.push(url);
      const found = answer(url);
      if (!found) throw new Error(`unexpected ${url.pathname}`);
      return json(found.body, found.status);
    });
  });
  afterEach(async () => {
    dismissAll();
    queryClient.clear();
    signOut();
    await changeLanguage('ru');
  });

  it('lists the messages, and opens one with its one-time secrets masked', async () => {
    signIn();
    const detail: OutboxMessageDetail = {
      ...message({}),
      text: 'Чтобы задать новый пароль, перейдите по ссылке: [скрыто]',
      masked: true,
      error: null,
    };
    answer = (url) => {
      if (url.pathname === '/api/mail/outbox')
        return {
          status: 200,
          body: page([
            message({}),
            message({
              id: 2,
              to: 'romashka@example.kz',
              subject: 'Месяц закрыт',
              status: 'failed',
            }),
          ]),
        };
      if (url.pathname === '/api/mail/outbox/1')
        return { status: 200, body: { success: true, data: detail } };
      return undefined;
    };
    renderPage();
    const table = await screen.findByRole('table', { name: 'Почта' });
    const first = within(table).getByText('Восстановление пароля').closest('tr')!;
    expect(within(first).getAllByText('ivanov@example.kz')).not.toHaveLength(0);
    expect(within(first).getByText('Сохранено')).toBeTruthy();
    const second = within(table).getByText('Месяц закрыт').closest('tr')!;
    expect(within(second).getAllByText('romashka@example.kz')).not.toHaveLength(0);
    expect(within(second).getByText('Ошибка отправки')).toBeTruthy();
    expect(calls[0]!.searchParams.get('sortBy')).toBe('createdAt');
    expect(calls[0]!.searchParams.get('descending')).toBe('true');

    await userEvent.click(
      within(first).getByRole('button', {
        name: 'Открыть письмо: Восстановление пароля, ivanov@example.kz',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Восстановление пароля' });
    const text = await within(dialog).findByTestId('outbox-text');
    expect(text.textContent).toBe('Чтобы задать новый пароль, перейдите по ссылке: [скрыто]');
    expect(within(dialog).getByText(/Одноразовые ссылки и коды скрыты/)).toBeTruthy();
    expect(calls.map((url) => url.pathname)).toContain('/api/mail/outbox/1');
  }, 30_000);

  it('sends what is searched for and shows what the server found', async () => {
    signIn();
    answer = (url) => {
      if (url.pathname !== '/api/mail/outbox') return undefined;
      return {
        status: 200,
        body: url.searchParams.get('search')
          ? page([message({ id: 3, to: 'petrov@example.kz', subject: 'Счёт за октябрь' })])
          : page([message({})]),
      };
    };
    renderPage();
    await screen.findByText('Восстановление пароля');
    expect(calls[0]!.searchParams.has('search')).toBe(false);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Получатель или тема' }), 'petrov');
    await screen.findByText('Счёт за октябрь');
    expect(screen.queryByText('Восстановление пароля')).toBeNull();
    const searched = calls.filter((url) => url.searchParams.has('search'));
    // Asked once the typing paused, not letter by letter.
    expect(searched.map((url) => url.searchParams.get('search'))).toEqual(['petrov']);
    expect(searched[0]!.searchParams.get('page')).toBe('1');
  }, 30_000);

  it('asks a visitor who is not signed in to sign in, and asks the server nothing', async () => {
    answer = () => undefined;
    const router = renderPage();
    const notice = await screen.findByText(/Письма видят только администраторы/);
    expect(calls).toEqual([]);
    await userEvent.click(
      within(notice.closest('[role="alert"]')!).getByRole('link', { name: 'Войти' }),
    );
    await screen.findByText('Вход');
    expect(router.state.location.search).toBe('?redirect=%2FMail');
  }, 30_000);
});
