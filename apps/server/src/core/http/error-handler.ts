import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MessageKey, type ErrorBody } from '@cabinet/contract';
import { DEFAULT_LANGUAGE, LANGUAGES, translator } from '../i18n/i18n.js';
import { fieldErrors } from '../i18n/zod-messages.js';
import { isDatabaseUnavailable } from '../db/errors.js';
import { storageFailure } from '../storage/file-store.js';
import { HttpError } from './errors.js';
import { InputError } from './validation.js';

/** A restarted PostgreSQL takes a few seconds; the pool reconnects by itself meanwhile. */
const DATABASE_RETRY_AFTER_SECONDS = '5';

/** Fastify's own refusals of a body it cannot read, as our keys and statuses. */
const BODY_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [422, 'errors.malformedBody'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [422, 'errors.malformedBody'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [422, 'errors.malformedBody'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'errors.payloadTooLarge'],
  // A multipart body past its route's limits (see bodies.ts).
  FST_REQ_FILE_TOO_LARGE: [413, 'errors.payloadTooLarge'],
  FST_FILES_LIMIT: [413, 'errors.payloadTooLarge'],
  FST_FIELDS_LIMIT: [413, 'errors.payloadTooLarge'],
  FST_PARTS_LIMIT: [413, 'errors.payloadTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'errors.unsupportedMediaType'],
  FST_ERR_CTP_INVALID_TYPE: [415, 'errors.unsupportedMediaType'],
  // An upload sent as anything but multipart (the multipart plugin's own 406).
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'errors.unsupportedMediaType'],
};

/** The multipart parser's words for a body cut off or not split by its boundary. */
const BROKEN_MULTIPART = /unexpected end of multipart data$/i;

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  body: Omit<ErrorBody, 'success' | 'requestId'>,
) {
  return reply.status(status).send({ success: false, ...body, requestId: String(request.id) });
}

/** One error shape everywhere: `{ success: false, message, errors }`, in the caller's language. */
export function errorHandlerPlugin(
  app: FastifyInstance,
  {
    pageFallback,
    allowedMethods,
  }: {
    /** The client's page for an address that is no API call (absent in API tests). */
    pageFallback?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined;
    /** The methods an address answers (see allowed-methods.ts). */
    allowedMethods: (path: string) => string[];
  },
): void {
  app.setErrorHandler((error: FastifyError | HttpError | InputError, request, reply) => {
    const t = request.t;
    // An id no row can have (`abc`, `0`, past the largest row) names nothing: a missing thing.
    if (
      error instanceof InputError &&
      error.part === 'params' &&
      error.issues.some((issue) => issue.message === MessageKey.notFound)
    )
      return send(reply, request, 404, { message: t(MessageKey.notFound), errors: {} });
    if (error instanceof InputError) {
      const errors = fieldErrors(
        error.issues,
        request.lang,
        t,
        // Laravel reads the query string and the body as one input: `month`, not `querystring.month`.
        error.part === 'body' || error.part === 'querystring' ? '' : error.part,
      );
      const first = Object.values(errors)[0]?.[0];
      return send(reply, request, 422, { message: first ?? t(MessageKey.invalidInput), errors });
    }
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      const errors = Object.fromEntries(
        Object.entries(error.fieldErrors).map(([field, keys]) => [
          field,
          keys.map((key) => t(key, error.params)),
        ]),
      );
      return send(reply, request, error.statusCode, {
        message: t(error.messageKey, error.params),
        errors,
      });
    }
    const known = error.code ? BODY_ERRORS[error.code] : undefined;
    if (known) return send(reply, request, known[0], { message: t(known[1]), errors: {} });
    if (request.isMultipart() && BROKEN_MULTIPART.test(error.message))
      return send(reply, request, 422, { message: t('errors.malformedForm'), errors: {} });
    // secure-json-parse refuses __proto__ and constructor.prototype keys with a plain SyntaxError.
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return send(reply, request, 422, { message: t('errors.malformedBody'), errors: {} });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, request, error.statusCode, {
        message: t(MessageKey.invalidInput),
        errors: {},
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', DATABASE_RETRY_AFTER_SECONDS);
      return send(reply, request, 503, { message: t(MessageKey.databaseUnavailable), errors: {} });
    }
    const storage = storageFailure(error);
    if (storage) {
      // A full disk is the server's want of room (507), another refusal its storage's fault (503).
      request.log.error({ err: error }, 'file storage takes no writes');
      return send(reply, request, storage === 'full' ? 507 : 503, {
        message: t(MessageKey.exportStorageFailed),
        errors: {},
      });
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, request, 500, { message: t(MessageKey.serverError), errors: {} });
  });

  app.setNotFoundHandler((request, reply) => {
    const page = pageFallback?.(request, reply);
    if (page) return page;
    const allowed = allowedMethods(request.url);
    if (allowed.length === 0)
      return send(reply, request, 404, { message: request.t(MessageKey.notFound), errors: {} });
    reply.header('Allow', allowed.join(', '));
    return send(reply, request, 405, {
      message: request.t(MessageKey.methodNotAllowed, {
        method: request.method,
        allowed: allowed.join(', '),
      }),
      errors: {},
    });
  });
}

/** No hook runs before the router's refusals: their headers are set here, the strictest. */
const ROUTER_REFUSAL_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cache-control': 'no-store',
};

/**
 * The router's own refusals, before any hook: a path segment that is not valid percent-encoding
 * or is longer than any id. No route has such an address, so: 404 in the contract's shape.
 */
export function routerRefusal(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const asked = String(request.headers['accept-language'] ?? '').toLowerCase();
  const language = LANGUAGES.find((code) => asked.startsWith(code)) ?? DEFAULT_LANGUAGE;
  reply.headers(ROUTER_REFUSAL_HEADERS);
  return send(reply, request, 404, {
    message: translator(language)(MessageKey.notFound),
    errors: {},
  });
}
