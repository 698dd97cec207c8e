import { describe, expect, it } from 'vitest';
import { JsonScan } from '../../../src/core/http/json-scan.js';

/** The body cut at every place into two chunks: the scan's answers must not depend on the cut. */
function everyCut(text: string, maxDepth: number) {
  const bytes = Buffer.from(text);
  return Array.from({ length: bytes.length + 1 }, (_, cut) => {
    const scan = new JsonScan(maxDepth);
    const within = scan.read(bytes.subarray(0, cut)) && scan.read(bytes.subarray(cut));
    return { within, mayPoison: scan.mayPoison, mayHoldNul: scan.mayHoldNul };
  });
}

describe('one scan of a JSON body: its depth, its poisoning keys, its NULs', () => {
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
    expect(everyCut(body, 32).every((r) => r.mayPoison)).toBe(true);
  });

  it('finds none in a body whose strings only begin like those names', () => {
    const body = JSON.stringify({
      records: [{ requestId: 'r1', serviceCode: 'cons', subject: '__proto', time: 'c!' }],
    });
    const [whole] = everyCut(body, 32);
    expect(whole!.mayPoison).toBe(false);
  });

  it('finds every NUL, wherever the chunk ends, and none where a string holds none', () => {
    const withNul = JSON.stringify({ a: 'x\\u0000', b: ['y\u0000z'] });
    expect(everyCut(withNul, 32).every((r) => r.mayHoldNul)).toBe(true);
    const [whole] = everyCut(JSON.stringify({ a: 'x\\u0000', b: '\u0001\u00e9' }), 32);
    expect(whole!.mayHoldNul).toBe(false);
  });
});
