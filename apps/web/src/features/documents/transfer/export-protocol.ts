import { CSV_RETRY, type ExportPending } from '@cabinet/contract';

/** A file the server sent: its bytes and the name it gave. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * One answer of the export address: the file, the job's state while it is being made, or the file
 * cut off on its way (the connection dropped).
 */
export type ExportAnswer =
  | { kind: 'file'; file: DownloadedFile }
  | { kind: 'pending'; pending: ExportPending }
  | { kind: 'cut' };

/** The export did not give a file: a failed job, or no file after every attempt. */
export class ExportFailed extends Error {
  override name = 'ExportFailed';
  constructor(
    message: string,
    readonly pending?: ExportPending,
  ) {
    super(message);
  }
}

export interface ExportRun {
  /** One call of the export address. */
  ask: (signal: AbortSignal | undefined) => Promise<ExportAnswer>;
  /** 'error creating file' in the user's language: the alert when the server says nothing. */
  fallbackMessage: string;
  onPending?: (pending: ExportPending, attempt: number) => void;
  /**
   * Listens for "an export of yours is settled" (the realtime channel), answering how to stop: a
   * wait between two asks ends at once when it comes.
   */
  onSettled?: (heard: () => void) => () => void;
  signal?: AbortSignal;
  attempts?: number;
  intervalMs?: number;
}

const abortError = () => new DOMException('The export was cancelled', 'AbortError');

/**
 * Resolves after `ms`, or earlier when `early` calls the function it is given; rejects at once
 * when the signal aborts.
 */
export function pause(
  ms: number,
  signal?: AbortSignal,
  early?: (resume: () => void) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal?.addEventListener('abort', stop, { once: true });
    early?.(done);
  });
}

/**
 * Spec sections 4 and 8: asks for the export until the file comes, up to 30 attempts 10 s apart;
 * a failed job stops at once. Throws ExportFailed with the server's message (or the fallback),
 * an HttpError as the client gives it, or an AbortError when cancelled.
 *
 * The server holds an ask while the file is made (the first for about 2 s, later ones for about
 * 8 s) and answers it the moment the file is ready. So the 10 s are counted from the start of one
 * ask to the start of the next (the time held is part of them), and the second ask follows the
 * first answer at once: the first is held briefly only so that the progress shows early. Between
 * a held ask's answer and the next, the server's word that an export is settled (`onSettled`)
 * ends the wait: the file is asked for the moment it is ready, not up to 2 s later.
 */
export async function runExport({
  ask,
  fallbackMessage,
  onPending,
  onSettled,
  signal,
  attempts = CSV_RETRY.attempts,
  intervalMs = CSV_RETRY.intervalMs,
}: ExportRun): Promise<DownloadedFile> {
  let last: ExportPending | undefined;
  // Heard since the last ask began (it may come while an ask is answered with the progress).
  let settled = false;
  let resume: (() => void) | undefined;
  const stopListening = onSettled?.(() => {
    settled = true;
    resume?.();
  });
  try {
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (signal?.aborted) throw abortError();
      const askedAt = Date.now();
      settled = false;
      const answer = await ask(signal);
      if (answer.kind === 'file') return answer.file;
      // A file cut off on its way is asked for again, as one more attempt.
      if (answer.kind === 'pending') {
        last = answer.pending;
        onPending?.(last, attempt);
        if (last.status === 'failed') throw new ExportFailed(last.message || fallbackMessage, last);
      }
      if (attempt < attempts && attempt > 1 && !settled)
        await pause(Math.max(0, intervalMs - (Date.now() - askedAt)), signal, (done) => {
          resume = done;
        });
      resume = undefined;
    }
  } finally {
    stopListening?.();
  }
  throw new ExportFailed(last?.message || fallbackMessage, last);
}
