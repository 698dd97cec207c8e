import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readyLazy } from '../../src/lib/ready-lazy';

const Figure = ({ value }: { value: number }) => <output>{value}</output>;

/** `ui` rendered in a Suspense boundary, with a note of each time the boundary showed its fallback. */
function shownIn(ui: React.ReactElement) {
  const fallbacks: string[] = [];
  const Fallback = () => {
    fallbacks.push('fallback');
    return <p>loading</p>;
  };
  const view = render(<Suspense fallback={<Fallback />}>{ui}</Suspense>);
  return { view, fallbacks };
}

describe('readyLazy (issue 43)', () => {
  it('shows a module loaded ahead at once, without the fallback', async () => {
    const Ready = readyLazy(async () => ({ default: Figure }));
    await Ready.preload();
    const { fallbacks } = shownIn(<Ready value={42} />);
    expect(screen.getByRole('status').textContent).toBe('42');
    expect(fallbacks).toEqual([]);
  });

  it('suspends like React.lazy when rendered before its module is there', async () => {
    const Ready = readyLazy(async () => ({ default: Figure }));
    const { fallbacks } = shownIn(<Ready value={7} />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toBe('7');
    expect(fallbacks.length).toBeGreaterThan(0);
  });

  it('keeps the component it mounted with when the load ends later (no remount)', async () => {
    const Ready = readyLazy(async () => ({ default: Figure }));
    const { view } = shownIn(<Ready value={1} />);
    const first = await screen.findByRole('status');
    view.rerender(
      <Suspense fallback={<p>loading</p>}>
        <Ready value={2} />
      </Suspense>,
    );
    expect(screen.getByRole('status')).toBe(first);
    expect(first.textContent).toBe('2');
  });

  it('asks again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Figure }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Figure });
    const Ready = readyLazy(load);
    await expect(Ready.preload()).rejects.toThrow('offline');
    await act(() => Ready.preload());
    expect(load).toHaveBeenCalledTimes(2);
    const { fallbacks } = shownIn(<Ready value={3} />);
    expect(screen.getByRole('status').textContent).toBe('3');
    expect(fallbacks).toEqual([]);
  });
});
