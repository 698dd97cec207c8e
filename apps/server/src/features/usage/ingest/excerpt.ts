import type { Refusal } from './types.js';

/** The longest field name and message kept of a refusal's errors (unknown keys are named in both). */
const ERROR_TEXT_CHARS = 200;

/**
 * What is kept of a refused record: the record as sent, as JSON, cut to `chars` (a record too
 * deep or odd to write: its type), with a flag when it was cut; its errors, as many fields as fit
 * in as many characters again. A record of any size then costs a few kilobytes to keep and to read.
 */
export function excerptOf(
  refusal: Pick<Refusal, 'record' | 'errors'>,
  chars: number,
): { record: string; record_cut: number; errors: string } {
  const text = recordText(refusal.record);
  const cut = text.length > chars;
  return {
    record: cut ? cutAt(text, chars) : text,
    record_cut: cut ? 1 : 0,
    errors: JSON.stringify(keptErrors(refusal.errors, chars)),
  };
}

function recordText(record: unknown): string {
  try {
    return JSON.stringify(record) ?? String(record);
  } catch {
    return `[${typeof record}]`;
  }
}

/** The first `chars` UTF-16 units, never half of a surrogate pair. */
function cutAt(text: string, chars: number): string {
  const end = /[\uD800-\uDBFF]/.test(text.charAt(chars - 1)) ? chars - 1 : chars;
  return text.slice(0, end);
}

function keptErrors(errors: Record<string, string[]>, chars: number): Record<string, string[]> {
  // Entries, not an object: a record's own `__proto__` key is a field like any other.
  const kept: Array<[string, string[]]> = [];
  let size = 2;
  for (const [field, messages] of Object.entries(errors)) {
    const name = cutAt(field, ERROR_TEXT_CHARS);
    const texts = messages.map((message) => cutAt(message, ERROR_TEXT_CHARS));
    size += JSON.stringify([name, texts]).length;
    if (size > chars) break;
    kept.push([name, texts]);
  }
  return Object.fromEntries(kept);
}
