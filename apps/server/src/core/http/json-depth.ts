import type { Readable } from 'node:stream';
import {
  errorCodes,
  type FastifyBodyParser,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import { MessageKey } from '@cabinet/contract';
import { HttpError } from './errors.js';
import { JsonScan } from './json-scan.js';
import { markNulFree } from './nul-free.js';

type Done = (error: Error | null, body?: unknown) => void;

/**
 * JSON bodies are read by this parser, which scans them as the chunks arrive (no stream between the
 * socket and the parser: `JsonScan`) and refuses one that goes deeper than the limit at once: a
 * hostile body is refused while it arrives, before any of it is parsed, and an unclosed nest is
 * too deep, not malformed. Within the limit, a body the scan found no poisoning key in is parsed by
 * `JSON.parse` alone (and marked free of NUL if the scan found none); any other, and any that
 * `JSON.parse` refuses, by Fastify's own JSON parser (prototype poisoning refused), with Fastify's
 * own answers to a body malformed or empty. Body too large and cut short are answered as Fastify's
 * own reading answers them.
 */
export function jsonDepthLimitPlugin(app: FastifyInstance, maxDepth: number): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    (request: FastifyRequest, payload: Readable, done: Done) => {
      const scan = new JsonScan(maxDepth);
      readJson(request, payload, scan, (error, text) => {
        if (error) done(error);
        else if (scan.mayPoison) parse(request, text!, done);
        else parsePlain(request, text!, !scan.mayHoldNul, done, parse);
      });
    },
  );
}

/** `JSON.parse` on a body with no poisoning key; what it refuses gets Fastify's own answer. */
function parsePlain(
  request: FastifyRequest,
  text: string,
  nulFree: boolean,
  done: Done,
  parse: FastifyBodyParser<string>,
): void {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    parse(request, text, done);
    return;
  }
  if (nulFree) markNulFree(body);
  done(null, body);
}

/** The body as text, within the route's limit and the depth, as Fastify's own reading checks it. */
function readJson(
  request: FastifyRequest,
  payload: Readable,
  scan: JsonScan,
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
    } else if (!scan.read(bytes)) {
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
