import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginPage from '../../../src/features/auth/pages/LoginPage';
import { authStore, initialAuthState } from '../../../src/lib/session';
import { readToken } from '../../../src/lib/cookies';
import { resetHttp } from '../../../src/lib/http';
import { setNavigator } from '../../../src/lib/navigation';
import { adminUser } from '../../lib/signed-in';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderLogin(path = '/login') {
  const router = createMemoryRouter([{ path: '/login', Component: LoginPage }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

describe('loginPage', () => {
  const navigate = vi.fn();

  beforeEach(() => {
    authStore.setState(initialAuthState(), true);
    setNavigator(navigate);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    resetHttp();
    navigate.mockReset();
  });

  it('shows the contract’s required-field message, translated, next to each empty field', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screenByField('Логин или e-mail')).toHaveProperty(
      'textContent',
      'Обязательное поле',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says nothing of a field passed through before anything is typed', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderLogin();
    await userEvent.click(screen.getByLabelText(/Логин или e-mail/));
    await userEvent.click(screen.getByLabelText(/^Пароль/));
    await userEvent.click(document.body);
    expect(screen.queryByText('Обязательное поле')).toBeNull();
    await userEvent.type(screen.getByLabelText(/Логин или e-mail/), 'a');
    await userEvent.clear(screen.getByLabelText(/Логин или e-mail/));
    await userEvent.type(screen.getByLabelText(/Логин или e-mail/), 'ab');
    await userEvent.click(document.body);
    expect(screen.queryByText('Обязательное поле')).toBeNull();
  });

  it('shows the server’s 422 message next to the login field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('csrf-cookie')) return new Response(null, { status: 204 });
        return json(422, {
          success: false,
          message: 'Неверный логин или пароль',
          errors: { login: ['Неверный логин или пароль'] },
        });
      }),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText(/Логин или e-mail/), 'admin');
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screenByField('Логин или e-mail')).toHaveProperty(
      'textContent',
      'Неверный логин или пароль',
    );
    expect(screen.getByLabelText(/Логин или e-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(authStore.getState().authenticated).toBe(false);
  });

  it('on success keeps the token and returns to the address first asked for', async () => {
    const user = adminUser({ email: 'a@b.kz', name: 'A' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('csrf-cookie')
          ? new Response(null, { status: 204 })
          : json(200, { success: true, token: '1|t', data: user }),
      ),
    );
    renderLogin('/login?redirect=%2Fadmin%2Froles');
    await userEvent.type(screen.getByLabelText(/Логин или e-mail/), 'admin');
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/roles', { replace: true }));
    expect(readToken()).toBe('1|t');
    expect(authStore.getState()).toMatchObject({ authenticated: true, groups: ['Admin'] });
  });
});

/** The helper text MUI links to a field through aria-describedby. */
async function screenByField(label: string) {
  const input = screen.getByLabelText(new RegExp(label));
  await waitFor(() => expect(input.getAttribute('aria-describedby')).toBeTruthy());
  return document.getElementById(input.getAttribute('aria-describedby')!)!;
}
