import type { z } from 'zod';

/**
 * Bodies sent as forms (url-encoded or multipart): every value arrives as a string, or as a
 * list of strings for `roles[]=1&roles[]=2`. They are marked when parsed so that validation reads
 * them as the route's schema expects.
 */
const formBodies = new WeakSet<object>();

export function markFormBody<T extends object>(body: T): T {
  formBodies.add(body);
  return body;
}

export const isFormBody = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && formBodies.has(body);

const NUMBER = /^-?\d+(\.\d+)?$/;
const TRUE = new Set(['1', 'true', 'on', 'yes']);
const FALSE = new Set(['0', 'false', 'off', 'no']);

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  values?: unknown[];
  valueType?: z.ZodType;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Whether the schema, through its wrappers, takes `null`. */
function takesNull(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'nullable' || def.type === 'null') return true;
  return def.innerType ? takesNull(def.innerType) : false;
}

/**
 * A form's strings read as the schema wants them, as Laravel's validation reads them: "12" for a
 * number, "1"/"0"/"true"/"false"/"on" for a yes or no, one value for a list of one, and an empty
 * field as no value (Laravel turns it into null). What does not fit is passed on unchanged for the
 * schema to refuse with its own message. Hand-written: the libraries that coerce forms by a zod
 * schema (conform) read HTML forms' conventions, not Laravel's.
 */
export function formValuesFor(schema: z.ZodType, value: unknown): unknown {
  const def = defOf(schema);
  if (value === '') return takesNull(schema) ? null : undefined;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return formValuesFor(def.innerType!, value);
    case 'pipe':
      return formValuesFor(def.in!, value);
    case 'number':
    case 'int':
      return typeof value === 'string' && NUMBER.test(value) ? Number(value) : value;
    case 'boolean':
      if (typeof value !== 'string') return value;
      return TRUE.has(value) ? true : FALSE.has(value) ? false : value;
    case 'literal':
      return typeof value === 'string' && def.values?.some((v) => typeof v === 'number')
        ? NUMBER.test(value)
          ? Number(value)
          : value
        : value;
    case 'array': {
      const list = Array.isArray(value) ? value : value === undefined ? value : [value];
      return list?.map((item: unknown) => formValuesFor(def.element!, item));
    }
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
      const shape = def.shape ?? {};
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          shape[key] ? formValuesFor(shape[key], item) : item,
        ]),
      );
    }
    case 'record':
      if (typeof value !== 'object' || value === null) return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, formValuesFor(def.valueType!, item)]),
      );
    case 'union': {
      for (const option of def.options ?? []) {
        const read = formValuesFor(option, value);
        if (option.safeParse(read).success) return read;
      }
      return value;
    }
    default:
      return value;
  }
}
