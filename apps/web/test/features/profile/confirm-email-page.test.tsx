import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ConfirmEmailPage from '../../../src/features/profile/pages/ConfirmEmailPage';
import { resetHttp } from '../../../src/lib/http';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/confirm-email', Component: ConfirmEmailPage }], {
    initialEntries: [path],
  });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

describe('the e-mail confirmation page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetHttp();
  });

  it('sends the link’s token once and shows the server’s answer', async () => {
    const fetch = vi.fn(async () =>
      json(200, { success: true, message: 'Адрес электронной почты подтверждён' }),
    );
    vi.stubGlobal('fetch', fetch);
    renderAt('/confirm-email?token=abc');
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Адрес электронной почты подтверждён',
    );
    const confirms = fetch.mock.calls.filter((call) =>
      String((call as unknown[])[0]).includes('/api/users/email-confirmation/confirm'),
    );
    expect(confirms).toHaveLength(1);
    expect(JSON.parse(String(((confirms[0] as unknown[])[1] as RequestInit).body))).toEqual({
      token: 'abc',
    });
  });

  it('shows the refusal of a used or expired link', async () => {
    const refusal = 'Ссылка для подтверждения недействительна или устарела: запросите новую';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).includes('/confirm')
          ? json(422, { success: false, message: refusal, errors: { token: [refusal] } })
          : json(200, {}),
      ),
    );
    renderAt('/confirm-email?token=old');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Ссылка для подтверждения недействительна или устарела: запросите новую',
    );
  });
});
