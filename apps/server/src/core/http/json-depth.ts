import type { Readable } from 'node:stream';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import { MessageKey } from '@cabinet/contract';
import { HttpError } from './errors.js';

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Counts a JSON body's nesting, byte by byte and across chunks: `read` says whether a chunk took it
 * deeper than the limit. UTF-8 never uses these ASCII bytes inside a multi-byte character, so
 * counting bytes is exact; malformed JSON is left to the parser.
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
      const byte = chunk[i];
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) inString = false;
      } else if (byte === QUOTE) inString = true;
      else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
        if (++depth > max) return false;
      } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) depth--;
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
