import type { Readable } from 'node:stream';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import { MessageKey } from '@cabinet/contract';
import { HttpError } from './errors.js';

/** What each byte is to the count: most are nothing, and cost one look-up. */
const OTHER = 0;
const QUOTE = 1;
const BACKSLASH = 2;
const OPEN = 3;
const CLOSE = 4;
const KIND = new Uint8Array(256);
KIND[0x22] = QUOTE;
KIND[0x5c] = BACKSLASH;
KIND[0x5b] = OPEN;
KIND[0x7b] = OPEN;
KIND[0x5d] = CLOSE;
KIND[0x7d] = CLOSE;

/**
 * Counts a JSON body's nesting, byte by byte and across chunks: `read` says whether a chunk took it
 * deeper than the limit. UTF-8 never uses these ASCII bytes inside a multi-byte character, so
 * counting bytes is exact; malformed JSON is left to the parser. A byte that is none of them (most
 * of a body) costs one look-up in `KIND`.
 */
export class JsonDepth {
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly maxDepth: number) {}

  /** False as soon as the body goes deeper than the limit. */
  read(chunk: Uint8Array): boolean {
    const max = this.maxDepth;
    let { depth, inString, escaped } = this;
    for (let i = 0; i < chunk.length; i++) {
      const kind = KIND[chunk[i]!]!;
      if (kind === OTHER) escaped = false;
      else if (inString) {
        if (escaped) escaped = false;
        else if (kind === BACKSLASH) escaped = true;
        else if (kind === QUOTE) inString = false;
      } else if (kind === QUOTE) inString = true;
      else if (kind === OPEN) {
        if (++depth > max) return false;
      } else if (kind === CLOSE) depth--;
    }
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
    return true;
  }
}

type Done = (error: Error | null, body?: unknown) => void;

/**
 * JSON bodies are read by this parser, which counts their nesting as the chunks arrive (no stream
 * between the socket and the parser) and refuses one that goes deeper than the limit at once: a
 * hostile body is refused while it arrives, before any of it is parsed, and an unclosed nest is
 * too deep, not malformed. Within the limit, the body is parsed by Fastify's own JSON parser
 * (prototype poisoning refused), with Fastify's own answers to a body too large, cut short or
 * empty.
 */
export function jsonDepthLimitPlugin(app: FastifyInstance, maxDepth: number): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    (request: FastifyRequest, payload: Readable, done: Done) => {
      readJson(request, payload, new JsonDepth(maxDepth), (error, text) => {
        if (error) done(error);
        else parse(request, text!, done);
      });
    },
  );
}

/** The body as text, within the route's limit and the depth, as Fastify's own reading checks it. */
function readJson(
  request: FastifyRequest,
  payload: Readable,
  depth: JsonDepth,
  done: (error: Error | null, text?: string) => void,
): void {
  const limit = request.routeOptions.bodyLimit ?? Infinity;
  const contentLength = Number(request.headers['content-length']);
  if (contentLength > limit) {
    done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
    return;
  }
  let received = 0;
  const chunks: Buffer[] = [];
  const stop = () => {
    payload.removeListener('data', onData);
    payload.removeListener('end', onEnd);
    payload.removeListener('error', onEnd);
  };
  function onData(chunk: Buffer | string) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    received += bytes.length;
    if (received > limit) {
      stop();
      done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
    } else if (!depth.read(bytes)) {
      stop();
      // Read no further: the rest waits, as the client does, until the answer closes the connection.
      payload.pause();
      done(new HttpError(422, MessageKey.bodyTooDeep));
    } else chunks.push(bytes);
  }
  function onEnd(error?: Error & { statusCode?: number }) {
    stop();
    if (error != null) {
      if (!(typeof error.statusCode === 'number' && error.statusCode >= 400))
        error.statusCode = 400;
      done(error);
    } else if (!Number.isNaN(contentLength) && received !== contentLength)
      done(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
    else
      done(
        null,
        chunks.length === 1
          ? chunks[0]!.toString('utf8')
          : Buffer.concat(chunks, received).toString('utf8'),
      );
  }
  payload.on('data', onData);
  payload.on('end', onEnd);
  payload.on('error', onEnd);
  payload.resume();
}
