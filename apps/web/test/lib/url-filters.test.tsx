import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dayParam, idParam, oneOfParam, textParam, useUrlFilters } from '../../src/lib/url-state';

const FILTERS = {
  senderId: idParam,
  reason: oneOfParam(['duplicate', 'unknownService'] as const),
  objectType: textParam,
  startDate: dayParam,
};

function List() {
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const location = useLocation();
  return (
    <>
      <output data-testid="filters">{JSON.stringify(filters)}</output>
      <output data-testid="search">{location.search}</output>
      <button onClick={() => setFilters({ reason: 'duplicate', senderId: undefined })}>
        duplicates
      </button>
    </>
  );
}

function show(search: string) {
  const router = createMemoryRouter([{ path: '/list', Component: List }], {
    initialEntries: [`/list${search}`],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const shown = () => JSON.parse(screen.getByTestId('filters').textContent ?? '{}') as object;

describe('filters in the address', () => {
  it('reads each parameter with its reader; a broken one is as absent', () => {
    show('?senderId=42&reason=nope&objectType=tariff&startDate=2026-02-30');
    expect(shown()).toEqual({ senderId: '42', objectType: 'tariff' });
  });

  it('a change sets and clears parameters, keeps the others and goes back to page 1', async () => {
    const router = show('?senderId=42&page=3&sortBy=at');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'duplicates' })));
    await waitFor(() => expect(shown()).toEqual({ reason: 'duplicate' }));
    const search = new URLSearchParams(screen.getByTestId('search').textContent ?? '');
    expect(Object.fromEntries(search)).toEqual({ reason: 'duplicate', sortBy: 'at' });
    // Typing filters is no history: the change replaced the entry.
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
