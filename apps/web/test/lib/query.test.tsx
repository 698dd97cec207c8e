import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { definedOnly, useQueryOf, useRefreshingMutation } from '../../src/lib/query';

const withClient = (client: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };

describe('lib/query', () => {
  it('asks for one thing only once there is an id', async () => {
    const client = new QueryClient();
    const asked: number[] = [];
    const fetchOne = (id: number) => {
      asked.push(id);
      return Promise.resolve(`#${id}`);
    };
    const { result, rerender } = renderHook(
      ({ id }: { id: number | undefined }) => useQueryOf(['thing', id ?? 0], id, fetchOne),
      { wrapper: withClient(client), initialProps: { id: undefined as number | undefined } },
    );
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ id: 7 });
    await waitFor(() => expect(result.current.data).toBe('#7'));
    expect(asked).toEqual([7]);
  });

  it('a change has every query under its keys asked again, and no other', async () => {
    const client = new QueryClient();
    for (const key of [['a', 1], ['b'], ['c']]) client.setQueryData(key, 'old');
    const { result } = renderHook(
      () =>
        useRefreshingMutation([['a'], ['b']], { mutationFn: (n: number) => Promise.resolve(n) }),
      { wrapper: withClient(client) },
    );
    await act(() => result.current.mutateAsync(1));
    expect(client.getQueryState(['a', 1])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['b'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['c'])?.isInvalidated).toBe(false);
  });

  it('sends only the filters that are set', () => {
    expect(definedOnly({ from: '2026-01-01', to: undefined, reason: '' })).toEqual({
      from: '2026-01-01',
      reason: '',
    });
  });
});
