import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Application1Button } from '../../../src/features/documents/components/Application1Button';
import { ExportCsvButton } from '../../../src/features/documents/components/ExportCsvButton';
import { ExportDialog } from '../../../src/features/documents/components/ExportDialog';
import { changeLanguage } from '../../../src/lib/i18n';
import { dismissAll, notifyStore } from '../../../src/lib/notify';

const pending = (progress: number, status = 'running', rowsWritten = (progress * 250_000) / 100) =>
  new Response(
    JSON.stringify({
      success: false,
      status,
      progress,
      message: status === 'failed' ? 'Ошибка создания файла' : `Файл формируется: ${progress}%`,
      total: 250_000,
      rowsWritten,
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
    // The second ask follows the first answer at once (the server holds it while the file is made).
    expect(fetch).toHaveBeenCalledTimes(2);
    const bar = screen.getByRole('progressbar', { name: 'Готовность файла' });
    expect(bar.getAttribute('aria-valuenow')).toBe('60');
    expect(screen.getByTestId('export-percent').textContent).toBe('60%');
    // a range above one chunk is offered in parts too
    expect(screen.getByRole('button', { name: 'Скачать часть 3' })).toBeTruthy();
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
    await tick(28 * 10_000);
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
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(notifications()).toEqual([]);
  });
});

describe('the export dialog’s progress text', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(async () => {
    dismissAll();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    await changeLanguage('ru');
  });

  /** The server holds each ask: the first 2 s (queued), later ones 8 s. */
  const heldFetch = (answers: Array<[number, () => Response]>) =>
    vi.fn(async () => {
      const [ms, answer] = answers.shift()!;
      await new Promise((resolve) => setTimeout(resolve, ms));
      return answer();
    });
  /** The rows line, its digit-group spaces (narrow no-break ones in Russian) as plain spaces. */
  const rowsText = () =>
    screen.getByTestId('export-rows').textContent!.replace(/[\u00a0\u202f]/g, ' ');

  it('shows rows written of total and the time left, never the attempt counter', async () => {
    vi.stubGlobal(
      'fetch',
      heldFetch([
        [2_000, () => pending(0, 'queued', 0)],
        [8_000, () => pending(20, 'running', 50_000)],
        [8_000, () => pending(60, 'running', 150_000)],
        [8_000, csv],
      ]),
    );
    renderButton();
    await tick(2_000);
    // Queued: no rows yet, no pace to tell the time left by.
    expect(rowsText()).toBe('Строк записано: 0 из 250 000');
    await tick(8_000);
    // 50 000 rows in the 8 s since the job had none: 200 000 more take 32 s.
    expect(rowsText()).toBe('Строк записано: 50 000 из 250 000 · Осталось около 32 с');
    await tick(10_000);
    // 150 000 rows in 18 s: 100 000 more take 12 s.
    expect(rowsText()).toBe('Строк записано: 150 000 из 250 000 · Осталось около 12 с');
    const dialog = screen.getByTestId('export-dialog');
    expect(dialog.textContent).not.toMatch(/Попытка|из 30/);
    expect(screen.getByTestId('export-percent').textContent).toBe('60%');
  });

  it.each<['ru' | 'en' | 'kk', string]>([
    ['en', 'Rows written: 1,500 of 250,000 · About 4 min 10 s left'],
    ['kk', 'Жазылған жолдар: 1 500 / 250 000 · Шамамен 4 мин 10 сек қалды'],
    ['ru', 'Строк записано: 1 500 из 250 000 · Осталось около 4 мин 10 с'],
  ])('in %s', async (language, text) => {
    await changeLanguage(language);
    render(
      <ExportDialog
        range={{ userId: 5, serviceId: 2, startDate: '2026-11-01', endDate: '2026-11-22' }}
        view={{
          phase: 'running',
          secondsLeft: 250,
          pending: {
            success: false,
            status: 'running',
            progress: 0,
            message: '',
            total: 250_000,
            rowsWritten: 1_500,
            chunkSize: 100_000,
          },
        }}
        onRetry={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(rowsText()).toBe(text);
    expect(screen.getByTestId('export-dialog').textContent).not.toMatch(/Попытка|Attempt|әрекет/);
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
    fireEvent.click(screen.getByRole('button', { name: 'Приложение 1, октябрь 2026' }));
    await vi.waitFor(() =>
      expect(notifications()).toEqual([
        ['negative', 'Ошибка: Приложение 1 составляется только для партнёра'],
      ]),
    );
    const url = String(vi.mocked(fetch).mock.calls[0]![0]);
    expect(url).toMatch(/^\/api\/reports\/application1\/7\/2026\/10\/\?lang=ru&t=\d+$/);
  });

  it('Application 1 is asked for in the reader’s language, or in the one chosen from its menu', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, message: 'нет', errors: {} }), {
            status: 404,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const asked = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    await changeLanguage('en');
    try {
      render(<Application1Button partnerId={7} year={2026} month={10} />);
      fireEvent.click(screen.getByRole('button', { name: 'Application 1, October 2026' }));
      await vi.waitFor(() => expect(asked()).toHaveLength(1));
      expect(asked()[0]).toMatch(/\?lang=en&/);
      for (const [option, lang] of [
        ['Қазақша', 'kk'],
        ['Kazakh and Russian (bilingual)', 'ru-kk'],
      ] as const) {
        fireEvent.click(screen.getByRole('button', { name: 'Document language' }));
        fireEvent.click(await screen.findByRole('menuitem', { name: option }));
        await vi.waitFor(() => expect(asked().at(-1)).toContain(`?lang=${lang}&`));
      }
    } finally {
      await changeLanguage('ru');
    }
  });
});
