import type { ExportPending } from '@cabinet/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ExportFailed,
  runExport,
  type ExportAnswer,
} from '../../../src/features/documents/transfer/export-protocol';
import { exportParts, offersParts } from '../../../src/features/documents/transfer/parts';
import { paceBase, secondsLeft } from '../../../src/features/documents/transfer/export-estimate';

const pending = (changes: Partial<ExportPending> = {}): ExportAnswer => ({
  kind: 'pending',
  pending: {
    success: false,
    status: 'running',
    progress: 40,
    message: 'Файл формируется: 40%',
    total: 1200,
    rowsWritten: 480,
    chunkSize: 100_000,
    ...changes,
  },
});
const file: ExportAnswer = {
  kind: 'file',
  file: { blob: new Blob(['\uFEFFa;b\n']), fileName: 'requests_2026-11-01_2026-11-22.csv' },
};

describe('the CSV export protocol (spec sections 4 and 8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks again at once after the first answer, then 10 s apart, and returns the file', async () => {
    const answers = [pending({ status: 'queued', progress: 0 }), pending(), pending(), file];
    const ask = vi.fn(async () => answers.shift()!);
    const seen: number[] = [];
    const run = runExport({
      ask,
      fallbackMessage: 'Ошибка создания файла',
      onPending: (state) => seen.push(state.progress),
    });
    await vi.advanceTimersByTimeAsync(0);
    // The first ask is held only briefly by the server: the second follows at once.
    expect(ask).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(ask).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(ask).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(run).resolves.toBe((file as { file: unknown }).file);
    expect(ask).toHaveBeenCalledTimes(4);
    expect(seen).toEqual([0, 40, 40]);
  });

  it('counts the time the server held an ask into the 10 s', async () => {
    const answers = [pending(), pending(), file];
    const held = vi.fn(async () => {
      // The server holds every ask 8 s before answering the progress.
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      return answers.shift()!;
    });
    const run = runExport({ ask: held, fallbackMessage: 'x' });
    await vi.advanceTimersByTimeAsync(8_000);
    expect(held).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(held).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(held).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(8_000);
    await expect(run).resolves.toBe((file as { file: unknown }).file);
  });

  it('asks again the moment an export is said to be settled, not when the 10 s are over', async () => {
    const answers = [pending(), pending(), pending(), file];
    const held = vi.fn(async () => {
      // The server holds every ask 8 s before answering the progress.
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      return answers.shift()!;
    });
    let tell: (() => void) | undefined;
    const listening = vi.fn((heard: () => void) => {
      tell = heard;
      return () => {
        tell = undefined;
      };
    });
    const run = runExport({ ask: held, fallbackMessage: 'x', onSettled: listening });
    await vi.advanceTimersByTimeAsync(16_000);
    expect(held).toHaveBeenCalledTimes(2);
    // 1 s into the wait between two asks, the job is settled: the third ask goes at once.
    await vi.advanceTimersByTimeAsync(1_000);
    tell!();
    await vi.advanceTimersByTimeAsync(0);
    expect(held).toHaveBeenCalledTimes(3);
    // Told while an ask is held and answered with the progress: no wait before the next.
    await vi.advanceTimersByTimeAsync(4_000);
    tell!();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(held).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(8_000);
    await expect(run).resolves.toBe((file as { file: unknown }).file);
    // It stops listening once the file came.
    expect(tell).toBeUndefined();
  });

  it('gives up after 30 attempts with the server’s message, or the fallback', async () => {
    const ask = vi.fn(async () => pending());
    const run = runExport({ ask, fallbackMessage: 'Ошибка создания файла' });
    const outcome = run.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(28 * 10_000);
    const error = await outcome;
    expect(ask).toHaveBeenCalledTimes(30);
    expect(error).toBeInstanceOf(ExportFailed);
    expect((error as Error).message).toBe('Файл формируется: 40%');

    const silent = runExport({
      ask: async () => pending({ message: '' }),
      fallbackMessage: 'Ошибка создания файла',
      attempts: 2,
    }).catch((failure: unknown) => failure);
    await vi.advanceTimersByTimeAsync(0);
    expect(((await silent) as Error).message).toBe('Ошибка создания файла');
  });

  it('stops at once on a failed job and alerts its message', async () => {
    const ask = vi.fn(async () => pending({ status: 'failed', message: 'Диск переполнен' }));
    await expect(runExport({ ask, fallbackMessage: 'x' })).rejects.toThrow('Диск переполнен');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('asks again for a file cut off on its way, and gives up as for any other answer', async () => {
    // Cut off as the connection dropped: the next ask gets the file.
    const answers: ExportAnswer[] = [pending(), { kind: 'cut' }, file];
    const ask = vi.fn(async () => answers.shift()!);
    const run = runExport({ ask, fallbackMessage: 'x' });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(run).resolves.toBe((file as { file: unknown }).file);
    expect(ask).toHaveBeenCalledTimes(3);

    // Cut off every time: the last progress heard, after the attempts.
    const cut = runExport({
      ask: async () => ({ kind: 'cut' }),
      fallbackMessage: 'Ошибка создания файла',
      attempts: 3,
    }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(((await cut) as Error).message).toBe('Ошибка создания файла');
  });

  it('passes a refused request (4xx) through as it is', async () => {
    const refusal = Object.assign(new Error('Недостаточно прав'), { status: 403 });
    const ask = vi.fn(async () => {
      throw refusal;
    });
    await expect(runExport({ ask, fallbackMessage: 'x' })).rejects.toBe(refusal);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('is cancelled while it waits', async () => {
    const controller = new AbortController();
    const ask = vi.fn(async () => pending());
    const run = runExport({ ask, fallbackMessage: 'x', signal: controller.signal });
    const outcome = run.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5_000);
    controller.abort();
    expect(((await outcome) as DOMException).name).toBe('AbortError');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ask).toHaveBeenCalledTimes(2);
  });
});

describe('export parts', () => {
  it('splits a range into parts numbered from the offset', () => {
    expect(exportParts(250_001, 100_000)).toEqual([
      { part: 1, offset: 0, limit: 100_000, from: 1, to: 100_000 },
      { part: 2, offset: 100_000, limit: 100_000, from: 100_001, to: 200_000 },
      { part: 3, offset: 200_000, limit: 100_000, from: 200_001, to: 250_001 },
    ]);
    expect(exportParts(0, 100_000)).toEqual([]);
  });

  it('offers parts only above one chunk', () => {
    expect(offersParts({ total: 100_000, chunkSize: 100_000 })).toBe(false);
    expect(offersParts({ total: 100_001, chunkSize: 100_000 })).toBe(true);
  });
});

describe('the export’s time left', () => {
  const at = (rowsWritten: number, status: ExportPending['status'] = 'running') =>
    ({
      success: false,
      status,
      progress: 0,
      message: '',
      total: 10_000,
      rowsWritten,
      chunkSize: 100_000,
    }) satisfies ExportPending;

  it('is measured from the last moment the job had no rows', () => {
    let base = { at: 0, rows: 0 };
    base = paceBase(base, at(0, 'queued'), 5_000);
    expect(base).toEqual({ at: 5_000, rows: 0 });
    expect(secondsLeft(base, at(0, 'queued'), 5_000)).toBeUndefined();
    base = paceBase(base, at(2_000), 9_000);
    expect(base).toEqual({ at: 5_000, rows: 0 });
    // 2 000 rows in 4 s: 8 000 more in 16 s.
    expect(secondsLeft(base, at(2_000), 9_000)).toBe(16);
    // At least one second while rows are left; none told once the job is not running.
    expect(secondsLeft(base, at(9_999), 10_000)).toBe(1);
    expect(secondsLeft(base, at(2_000, 'failed'), 9_000)).toBeUndefined();
  });
});
