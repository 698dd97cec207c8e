import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@cabinet/contract';
import ProfilePage from '../../../src/features/profile/pages/ProfilePage';
import { changeLanguage } from '../../../src/lib/i18n';
import { authStore, initialAuthState } from '../../../src/lib/session';
import { resetHttp } from '../../../src/lib/http';

const client = (emailConfirmed: boolean): CurrentUser => ({
  id: 12,
  login: 'dana',
  email: 'dana@example.kz',
  name: 'Дана',
  surname: '',
  description: '',
  groups: ['client'],
  roles: [],
  permissions: [],
  parentId: null,
  last_login_datetime: null,
  emailConfirmed,
  sessionIdleMinutes: 10,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The profile of `user`, with the server's answer to the ask for a new link. */
function renderProfile(user: CurrentUser, answer: () => Response) {
  authStore.setState({
    authenticated: true,
    user,
    token: 'token',
    groups: user.groups,
    parentId: null,
  });
  const fetch = vi.fn(async (url: string | URL, _init?: RequestInit) => {
    const { pathname } = new URL(String(url), 'http://localhost');
    if (pathname.endsWith('csrf-cookie')) return new Response(null, { status: 204 });
    if (pathname === '/api/users/email-confirmation') return answer();
    throw new Error(`unexpected ${pathname}`);
  });
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter([{ path: '/profile', Component: ProfilePage }], {
    initialEntries: ['/profile'],
  });
  render(<RouterProvider router={router} />);
  return fetch;
}

const asks = (fetch: ReturnType<typeof renderProfile>) =>
  fetch.mock.calls.filter(
    ([url, init]) =>
      String(url).endsWith('/api/users/email-confirmation') && init?.method === 'POST',
  );

describe('the own profile’s e-mail confirmation', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    resetHttp();
    authStore.setState(initialAuthState(), true);
    await changeLanguage('ru');
  });

  it('a confirmed address: says so, no button', async () => {
    renderProfile(client(true), () => json(500, {}));
    expect(await screen.findByText('Адрес подтверждён')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отправить ссылку ещё раз' })).toBeNull();
  });

  it('an unconfirmed one: the button asks for a new link and the status region says where it went', async () => {
    const fetch = renderProfile(client(false), () =>
      json(200, { success: true, message: 'Ссылка для подтверждения отправлена на ваш адрес' }),
    );
    expect(
      await screen.findByText('Адрес не подтверждён: оповещения на него не приходят'),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ссылку ещё раз' }));
    expect(
      await screen.findByText('Ссылка отправлена на dana@example.kz', {
        selector: '[role=status]',
      }),
    ).toBeTruthy();
    expect(asks(fetch)).toHaveLength(1);
  });

  it('a refusal (429): the server’s message in the status region', async () => {
    const refusal = 'Слишком много попыток. Повторите через 3599 с.';
    renderProfile(client(false), () => json(429, { success: false, message: refusal, errors: {} }));
    await userEvent.click(await screen.findByRole('button', { name: 'Отправить ссылку ещё раз' }));
    expect(await screen.findByText(refusal, { selector: '[role=status]' })).toBeTruthy();
  });

  it('in English and Kazakh', async () => {
    await changeLanguage('en');
    renderProfile(client(false), () => json(200, { success: true, message: 'sent' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(
      await screen.findByText('The link has been sent to dana@example.kz', {
        selector: '[role=status]',
      }),
    ).toBeTruthy();
    await changeLanguage('kk');
    expect(await screen.findByRole('button', { name: 'Сілтемені қайта жіберу' })).toBeTruthy();
  });
});
