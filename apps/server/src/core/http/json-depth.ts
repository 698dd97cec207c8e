import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { MessageKey } from '@cabinet/contract';
import { HttpError } from './errors.js';

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Passes a JSON body through while counting its nesting, byte by byte and across chunks, and fails
 * as soon as it goes deeper than the limit: a hostile body is refused while it arrives, before
 * any of it is parsed or even kept. UTF-8 never uses these ASCII bytes inside a multi-byte
 * character, so counting bytes is exact; malformed JSON is left to the parser.
 */
export class JsonDepthGuard extends Transform {
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly maxDepth: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
      } else if (byte === QUOTE) this.inString = true;
      else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
        if (++this.depth > this.maxDepth) {
          done(new HttpError(422, MessageKey.bodyTooDeep));
          return;
        }
      } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) this.depth--;
    }
    done(null, chunk);
  }
}

/** Every JSON body goes through the depth guard on its way to the parser. */
export function jsonDepthLimitPlugin(app: FastifyInstance, maxDepth: number): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!/json/i.test(request.headers['content-type'] ?? '')) return payload;
    const guard = new JsonDepthGuard(maxDepth);
    // pipe() does not pass a broken upload on; without this the body would wait for ever.
    payload.on('error', (error) => guard.destroy(error));
    // Fastify stops listening once it has refused the body (too large): a later refusal here must
    // not become an uncaught error.
    guard.on('error', () => payload.unpipe(guard));
    return payload.pipe(guard);
  });
}
