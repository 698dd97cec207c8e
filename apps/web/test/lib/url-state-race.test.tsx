import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlState } from '../../src/lib/url-state';

function Filters() {
  const [params, change] = useUrlState();
  const location = useLocation();
  return (
    <>
      <button onClick={() => change({ status: 'error', page: null })}>failures</button>
      <button onClick={() => change({ startDate: '2026-11-24', endDate: '2026-11-24' })}>
        today
      </button>
      <output data-testid="search">{location.search}</output>
      <output data-testid="status">{params.get('status') ?? ''}</output>
    </>
  );
}

/** A second part of the same screen that changes the address too, as a table's paging does. */
function Paging() {
  const [, change] = useUrlState();
  return <button onClick={() => change({ page: '3' })}>page 3</button>;
}

describe('state in the address, changed quickly', () => {
  it('keeps both of two changes made before the page showed the first', async () => {
    const router = createMemoryRouter([{ path: '/register', Component: Filters }], {
      initialEntries: ['/register?page=3'],
    });
    render(<RouterProvider router={router} />);
    // Two clicks in one go, as a quick user (or a double tap) makes them.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'failures' }));
      fireEvent.click(screen.getByRole('button', { name: 'today' }));
    });
    await screen.findByText('error');
    const search = new URLSearchParams(screen.getByTestId('search').textContent ?? '');
    expect(Object.fromEntries(search)).toEqual({
      status: 'error',
      startDate: '2026-11-24',
      endDate: '2026-11-24',
    });
  });

  it('keeps a change of one part of the screen made before the page showed another part’s', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/register',
          Component: () => (
            <>
              <Filters />
              <Paging />
            </>
          ),
        },
      ],
      { initialEntries: ['/register?startDate=2026-11-20&endDate=2026-11-20&status=error'] },
    );
    render(<RouterProvider router={router} />);
    // The period changed, then the page jumped before the screen showed the new period.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'today' }));
      fireEvent.click(screen.getByRole('button', { name: 'page 3' }));
    });
    await screen.findByText('error');
    await act(async () => undefined);
    const search = new URLSearchParams(screen.getByTestId('search').textContent ?? '');
    expect(Object.fromEntries(search)).toEqual({
      startDate: '2026-11-24',
      endDate: '2026-11-24',
      status: 'error',
      page: '3',
    });
  });
});
