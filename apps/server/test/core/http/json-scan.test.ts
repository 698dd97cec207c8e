import { describe, expect, it } from 'vitest';
import { JsonScan } from '../../../src/core/http/json-scan.js';

/** The body cut at every place into two chunks: the scan's answers must not depend on the cut. */
function everyCut(text: string, maxDepth: number) {
  const bytes = Buffer.from(text);
  return Array.from({ length: bytes.length + 1 }, (_, cut) => {
    const scan = new JsonScan(maxDepth);
    const within = scan.read(bytes.subarray(0, cut)) && scan.read(bytes.subarray(cut));
    return { within, suspect: scan.suspect };
  });
}

describe('one scan of a JSON body: its depth and its suspect keys', () => {
  it('counts nesting across chunks, not the brackets inside strings', () => {
    const body = JSON.stringify({ a: [[1]], b: '\\"[{[{"', c: '"]}\\\\' });
    expect(everyCut(body, 3).every((r) => r.within)).toBe(true);
    expect(everyCut(body, 2).every((r) => !r.within)).toBe(true);
  });

  it.each([
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{}}}',
    '{"\\u005f_proto__":{"x":1}}',
    '{"_\\u005Fproto__":{"x":1}}',
    '{"c\\u006fnstructor":{"prototype":{}}}',
  ])('finds a key that may poison a prototype wherever the chunk ends: %s', (body) => {
    expect(everyCut(body, 32).every((r) => r.suspect)).toBe(true);
  });

  it('finds none in a body whose strings only begin like those names', () => {
    const body = JSON.stringify({
      records: [{ requestId: 'r1', serviceCode: 'cons', subject: '__proto', time: 'c!' }],
    });
    const [whole] = everyCut(body, 32);
    expect(whole!.suspect).toBe(false);
  });
});
