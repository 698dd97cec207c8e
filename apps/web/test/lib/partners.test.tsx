import type { ReactNode } from 'react';
import type { UserSummary } from '@cabinet/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUpdatePartnerUser } from '../../src/features/partners/queries';
import { partnerUsersApi, usePartnerUser, usePartnerUsers } from '../../src/lib/partners';

const user = (id: number, login = `user${id}`): UserSummary => ({
  id,
  login,
  email: `${login}@example.kz`,
  name: '',
  surname: '',
  description: '',
  group: 'client',
  roles: [],
  parentId: 3,
  blocked: false,
  lastLoginAt: null,
  createdAt: '2026-11-01T00:00:00Z',
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** The API as far as these look-ups go; `login` is what user 7 is called right now. */
function serve(state = { login: 'first' }) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/partner-users/view/7')) {
      return json({ success: true, data: user(7, state.login) });
    }
    if (url.startsWith('/api/partner-users/update/7'))
      return json({ success: true, data: user(7) });
    if (url.startsWith('/api/partner-users/3')) {
      return json({
        success: true,
        data: [user(7), user(8)],
        meta: { total: 2, page: 1, rowsPerPage: 100, sortBy: null, descending: false },
      });
    }
    return json({});
  });
}

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('partner-user look-ups', () => {
  it('reads a user’s card and a page of a partner’s users', async () => {
    const fetch = serve();
    expect((await partnerUsersApi.one(7)).login).toBe('first');
    const page = await partnerUsersApi.list(3, { rowsPerPage: 100 });
    expect(page.data.map((row) => row.id)).toEqual([7, 8]);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/partner-users/view/7',
      '/api/partner-users/3?rowsPerPage=100',
    ]);
  });

  it('asks once for a user that two screens name', async () => {
    const fetch = serve();
    const { result } = renderHook(
      () => ({
        heading: usePartnerUser(7, { retry: false }),
        subject: usePartnerUser(7, { staleTime: 60_000 }),
      }),
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(result.current.subject.data?.login).toBe('first'));
    expect(result.current.heading.data?.login).toBe('first');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('waits for the id and for `enabled`', async () => {
    const fetch = serve();
    renderHook(
      () => ({
        unknown: usePartnerUser(undefined),
        disabled: usePartnerUsers(3, {}, { enabled: false }),
      }),
      { wrapper: wrapper() },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a user’s new card everywhere once the partners screens change it', async () => {
    const state = { login: 'first' };
    serve(state);
    document.cookie = 'XSRF-TOKEN=x; path=/';
    const { result } = renderHook(
      () => ({ card: usePartnerUser(7), update: useUpdatePartnerUser() }),
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(result.current.card.data?.login).toBe('first'));
    state.login = 'renamed';
    await act(() =>
      result.current.update.mutateAsync({ id: 7, body: { login: 'renamed' } as never }),
    );
    await waitFor(() => expect(result.current.card.data?.login).toBe('renamed'));
  });
});
