import { MessageKey } from '@cabinet/contract';

/**
 * A refusal with a status, a message key and optional field errors (each a key too); the error
 * handler translates them into the caller's language and the contract's error shape.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly params: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

export const unauthenticated = () => new HttpError(401, MessageKey.unauthenticated);
export const forbidden = () => new HttpError(403, MessageKey.forbidden);
export const notFound = (key: string = MessageKey.notFound) => new HttpError(404, key);

/** 422 with the message on the field it concerns; the first field's message is the answer's. */
export const invalid = (field: string, key: string, params: Record<string, string | number> = {}) =>
  new HttpError(422, key, { [field]: [key] }, params);
