import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { formValuesFor, isFormBody } from './form-values.js';
import { isNulFree } from './nul-free.js';

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
 * error handler knows the caller's language, this compiler does not. A missing body is an empty
 * one, so its required fields are named (as Laravel names them), and a form's strings are read
 * as the schema expects.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const body = httpPart === 'body';
    const input =
      body && (data === undefined || data === null)
        ? {}
        : body && isFormBody(data)
          ? formValuesFor(schema, data)
          : data;
    // A JSON body its scan found no NUL in is not walked again (`JsonScan`).
    const clean = isNulFree(input) || !hasNul(input);
    const result = schema.safeParse(clean ? input : withoutNul(input), {
      reportInput: true,
    });
    return result.success
      ? { value: result.data }
      : { error: new InputError(result.error.issues, httpPart ?? 'body') };
  };

/**
 * The input with every NUL character dropped from its strings: no text the cabinet keeps may carry
 * one (PostgreSQL refuses it in text, SQLite cuts strings there), and none means anything in a
 * name, a login or a payload. The CSV export drops them the same way.
 */
function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\0') ? value.replaceAll('\0', '') : value;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(withoutNul);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutNul(item)]));
}

/** Whether any string in the input holds a NUL (looked for first, so that clean input is not copied). */
function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).some(hasNul);
}
