import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CopyRowsOut } from '../../../src/features/documents/exports/copy-out.js';

/** A backend message: its code, its length (itself included) and its body. */
const message = (code: string, body: Buffer) => {
  const head = Buffer.alloc(5);
  head.write(code, 0, 'latin1');
  head.writeUInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};

/**
 * What pg-copy-streams' reader reaches of the connection once the COPY is done (pg's own handler
 * of what follows): here, nothing follows.
 */
const ended = (stream: CopyRowsOut) =>
  Object.assign(stream, {
    connection: { stream: { removeListener() {}, addListener() {}, resume() {} } },
    _pgDataHandler: () => {},
  });

/** Feeds `wire` to the reader in pieces cut at `cuts`, and reads everything it hands on. */
async function readThrough(wire: Buffer, cuts: number[]) {
  const seen: string[] = [];
  const stream = ended(
    new CopyRowsOut('copy', (data, start, end, out) => {
      seen.push(data.toString('latin1', start, end));
      out.writeAscii('<');
      out.copyBytes(data, start, end);
    }),
  );
  const parts: Buffer[] = [];
  stream.on('data', (part: Buffer) => parts.push(part));
  const finished = new Promise((resolve) => stream.once('end', resolve));
  const bounds = [...new Set([0, ...cuts.map((cut) => cut % (wire.length + 1)), wire.length])];
  bounds.sort((a, b) => a - b);
  for (let i = 1; i < bounds.length; i += 1) stream._parse(wire.subarray(bounds[i - 1], bounds[i]));
  const lost = new Promise((_, reject) =>
    setTimeout(() => reject(new Error('the end of the COPY was not read')), 1_000).unref(),
  );
  await Promise.race([finished, lost]);
  return { seen, out: Buffer.concat(parts).toString('latin1'), rows: stream.rows };
}

describe('CopyRowsOut', () => {
  it('hands each row whole to the row writer, wherever the connection cuts the messages', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ unit: 'binary-ascii', maxLength: 400 }), { maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 30 }),
        async (rows, cuts) => {
          const lines = rows.map((row) => `${row}\n`);
          const wire = Buffer.concat([
            ...lines.map((line) => message('d', Buffer.from(line, 'latin1'))),
            message('c', Buffer.alloc(0)),
          ]);
          const read = await readThrough(wire, cuts);
          expect(read.seen).toEqual(lines);
          expect(read.out).toBe(lines.map((line) => `<${line}`).join(''));
          expect(read.rows).toBe(lines.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads rows larger than the pieces they come in, and pieces of one byte', async () => {
    const lines = ['a'.repeat(300_000) + '\n', 'b\n', 'c'.repeat(70_000) + '\n'];
    const wire = Buffer.concat([
      ...lines.map((line) => message('d', Buffer.from(line, 'latin1'))),
      message('c', Buffer.alloc(0)),
    ]);
    const inSixtyFourKb = Array.from({ length: 8 }, (_, i) => (i + 1) * 65_536);
    const firstBytesOneByOne = Array.from({ length: 12 }, (_, i) => i + 1);
    for (const cuts of [inSixtyFourKb, firstBytesOneByOne]) {
      const read = await readThrough(wire, cuts);
      expect(read.seen).toEqual(lines);
      expect(read.rows).toBe(3);
    }
  });
});
