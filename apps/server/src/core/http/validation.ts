import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** Invalid input found by a route's zod schema; its issues are translated per request later. */
export class InputError extends Error {
  readonly statusCode = 422;
  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly part: string,
  ) {
    super('invalid input');
    this.name = 'InputError';
  }
}

/**
 * Validates body, query and params with the route's zod schema. Messages are not resolved here: the
 * error handler knows the caller's language, this compiler does not.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    return result.success
      ? { value: result.data }
      : { error: new InputError(result.error.issues, httpPart ?? 'body') };
  };
