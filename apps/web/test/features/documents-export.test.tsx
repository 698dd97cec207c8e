import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Application1Button } from '../../src/features/documents/components/Application1Button';
import { ExportCsvButton } from '../../src/features/documents/components/ExportCsvButton';
import { dismissAll, notifyStore } from '../../src/lib/notify';

const pending = (progress: number, status = 'running') =>
  new Response(
    JSON.stringify({
      success: false,
      status,
      progress,
      message: status === 'failed' ? 'Ошибка создания файла' : `Файл формируется: ${progress}%`,
      total: 250_000,
      chunkSize: 100_000,
    }),
    { status: 202, headers: { 'Content-Type': 'application/json' } },
  );
const csv = () =>
  new Response('\uFEFFrequestId\nr1\n', {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename=requests_2026-11-01_2026-11-22.csv',
    },
  });

const notifications = () => notifyStore.getState().items.map((item) => [item.type, item.message]);

function renderButton() {
  render(<ExportCsvButton userId={5} serviceId={2} startDate="2026-11-01" endDate="2026-11-22" />);
  fireEvent.click(screen.getByRole('button', { name: 'Экспорт CSV' }));
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the register’s CSV export', () => {
  const saved: string[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    saved.length = 0;
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
  });

  afterEach(() => {
    dismissAll();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the progress while pending, then saves the file under the server’s name', async () => {
    const answers = [pending(10), pending(60), csv()];
    const fetch = vi.fn(async () => answers.shift()!);
    vi.stubGlobal('fetch', fetch);
    renderButton();
    await tick(0);
    const bar = screen.getByRole('progressbar', { name: 'Готовность файла' });
    expect(bar.getAttribute('aria-valuenow')).toBe('10');
    expect(screen.getByTestId('export-percent').textContent).toBe('10%');
    // a range above one chunk is offered in parts too
    expect(screen.getByRole('button', { name: 'Скачать часть 3' })).toBeTruthy();
    await tick(10_000);
    expect(screen.getByTestId('export-percent').textContent).toBe('60%');
    await tick(10_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(saved).toEqual(['requests_2026-11-01_2026-11-22.csv']);
    expect(notifications()).toEqual([
      ['positive', 'Файл «requests_2026-11-01_2026-11-22.csv» сохранён'],
    ]);
  });

  it('alerts the server’s message after 30 attempts', async () => {
    const fetch = vi.fn(async () => pending(40));
    vi.stubGlobal('fetch', fetch);
    renderButton();
    await tick(29 * 10_000);
    expect(fetch).toHaveBeenCalledTimes(30);
    expect(notifications()).toEqual([['negative', 'Файл формируется: 40%']]);
    await tick(60_000);
    expect(fetch).toHaveBeenCalledTimes(30);
  });

  it('stops at once on a failed job', async () => {
    const fetch = vi.fn(async () => pending(0, 'failed'));
    vi.stubGlobal('fetch', fetch);
    renderButton();
    await tick(0);
    expect(notifications()).toEqual([['negative', 'Ошибка создания файла']]);
    await tick(30_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('cancels: no more calls once the dialog is closed', async () => {
    const fetch = vi.fn(async () => pending(5));
    vi.stubGlobal('fetch', fetch);
    renderButton();
    await tick(0);
    fireEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    await tick(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(notifications()).toEqual([]);
  });
});

describe('download failures', () => {
  afterEach(() => {
    dismissAll();
    vi.unstubAllGlobals();
  });

  it('Application 1 alerts «Ошибка: {message}» (spec section 8)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: false,
              message: 'Приложение 1 составляется только для партнёра',
              errors: {},
            }),
            { status: 404, headers: { 'Content-Type': 'application/json' } },
          ),
      ),
    );
    render(<Application1Button partnerId={7} year={2026} month={10} />);
    fireEvent.click(screen.getByRole('button', { name: 'Приложение 1, Октябрь 2026' }));
    await vi.waitFor(() =>
      expect(notifications()).toEqual([
        ['negative', 'Ошибка: Приложение 1 составляется только для партнёра'],
      ]),
    );
    const url = String(vi.mocked(fetch).mock.calls[0]![0]);
    expect(url).toMatch(/^\/api\/reports\/application1\/7\/2026\/10\/\?t=\d+$/);
  });
});
