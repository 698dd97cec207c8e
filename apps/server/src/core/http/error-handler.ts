import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MessageKey, type ErrorBody } from '@cabinet/contract';
import { fieldErrors } from '../i18n/zod-messages.js';
import { HttpError } from './errors.js';
import { InputError } from './validation.js';

/** Fastify's own refusals of a body it cannot read, as our keys and statuses. */
const BODY_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [422, 'errors.malformedBody'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [422, 'errors.malformedBody'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [422, 'errors.malformedBody'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'errors.payloadTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'errors.unsupportedMediaType'],
  FST_ERR_CTP_INVALID_TYPE: [415, 'errors.unsupportedMediaType'],
};

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  body: Omit<ErrorBody, 'success' | 'requestId'>,
) {
  return reply.status(status).send({ success: false, ...body, requestId: String(request.id) });
}

/** One error shape everywhere: `{ success: false, message, errors }`, in the caller's language. */
export function registerErrorHandler(
  app: FastifyInstance,
  pageFallback?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined,
): void {
  app.setErrorHandler((error: FastifyError | HttpError | InputError, request, reply) => {
    const t = request.t;
    if (error instanceof InputError) {
      const errors = fieldErrors(
        error.issues,
        request.lang,
        t,
        error.part === 'body' ? '' : error.part,
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
    request.log.error({ err: error }, 'request failed');
    return send(reply, request, 500, { message: t(MessageKey.serverError), errors: {} });
  });

  app.setNotFoundHandler(
    (request, reply) =>
      pageFallback?.(request, reply) ??
      send(reply, request, 404, { message: request.t(MessageKey.notFound), errors: {} }),
  );
}
