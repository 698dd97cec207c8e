import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { JsonSchema } from './api-routes.js';

/** A schema node of the served document once its `$ref`s are inlined. */
export type Schema = JsonSchema & {
  description?: string;
  multipleOf?: number;
  uniqueItems?: boolean;
  contentMediaType?: string;
  $ref?: string;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  description?: string;
  required: boolean;
  schema: Schema;
}

export interface Operation {
  /** `GET /api/partners/{id}`: what a failure names. */
  name: string;
  method: string;
  path: string;
  description: string;
  permission: string | null | undefined;
  parameters: Parameter[];
  body: { type: string; required: boolean; schema: Schema } | undefined;
  /** Documented answers: status → content type → its schema (undefined: no schema). */
  responses: Record<string, Record<string, Schema | undefined>>;
  /** Whether it declares a bearer token (a signed-in caller). */
  bearer: boolean;
  /** Whether it declares the CSRF pair. */
  csrf: boolean;
}

type Document = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: Record<string, Record<string, unknown>>;
};

/** Inlines every local `$ref` (components are not recursive here; a cycle is cut to `{}`). */
function inlined(node: unknown, document: Document, seen: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => inlined(item, document, seen));
  if (node === null || typeof node !== 'object') return node;
  const { $ref, $schema: _dialect, $id: _id, ...rest } = node as Record<string, unknown>;
  if (typeof $ref === 'string') {
    if (seen.includes($ref)) return {};
    const [, section, name] = /^#\/components\/([^/]+)\/(.+)$/.exec($ref) ?? [];
    const target = document.components[section!]?.[name!];
    return inlined({ ...(target as object), ...rest }, document, [...seen, $ref]);
  }
  return Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, inlined(value, document, seen)]),
  );
}

/** Every operation of the document, its references inlined. */
export function operationsOf(raw: unknown): Operation[] {
  const document = raw as Document;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, rawOperation]) => {
      const operation = inlined(rawOperation, document) as {
        description?: string;
        'x-permission'?: string | null;
        parameters?: Parameter[];
        requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
        responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
        security?: Record<string, string[]>[];
      };
      const [bodyType, bodyContent] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      const security = Object.keys(operation.security?.[0] ?? {});
      return {
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        description: operation.description ?? '',
        permission: operation['x-permission'],
        parameters: (operation.parameters ?? []).map((p) => ({ ...p, required: !!p.required })),
        body: bodyType
          ? {
              type: bodyType,
              required: !!operation.requestBody?.required,
              schema: bodyContent!.schema,
            }
          : undefined,
        responses: Object.fromEntries(
          Object.entries(operation.responses).map(([status, answer]) => [
            status,
            Object.fromEntries(
              Object.entries(answer.content ?? {}).map(([type, media]) => [type, media.schema]),
            ),
          ]),
        ),
        bearer: security.includes('bearer'),
        csrf: security.includes('csrfHeader'),
      };
    }),
  );
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true, validateFormats: true }));
ajv.addFormat('binary', true);
const compiled = new WeakMap<object, ValidateFunction>();

/** Whether a value is one the schema accepts (JSON Schema 2020-12, formats checked). */
export function validate(schema: Schema, value: unknown): { ok: boolean; errors: string } {
  let check = compiled.get(schema);
  if (!check) compiled.set(schema, (check = ajv.compile(schema)));
  const ok = check(value);
  return { ok, errors: ok ? '' : ajv.errorsText(check.errors) };
}

/**
 * What is wrong with an answer by the document: a status or content type it does not name for
 * the operation, or a JSON body its schema refuses.
 */
export function answerProblem(
  operation: Operation,
  answer: { status: number; type: string | undefined; body: string },
): string | undefined {
  const documented = operation.responses[String(answer.status)] ?? operation.responses.default;
  if (!documented) return `status ${answer.status} is not documented`;
  const type = answer.type?.split(';')[0]!.trim().toLowerCase();
  if (Object.keys(documented).length === 0)
    return answer.body.length === 0 ? undefined : `a body (${type}) where none is documented`;
  if (!type || !(type in documented)) return `content type ${type} is not documented`;
  const schema = documented[type];
  if (!schema || !type.endsWith('json')) return undefined;
  const result = validate(schema, JSON.parse(answer.body));
  return result.ok ? undefined : `the body does not match its schema: ${result.errors}`;
}

/** An answer as the fuzz test keeps it. */
export interface Sent {
  status: number;
  type: string | undefined;
  body: string;
  label: string;
}

/** The value at a 422's field key (`form.0.label`) in what was sent. */
const sentAt = (sent: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (value, part) =>
        value !== null && typeof value === 'object'
          ? (value as Record<string, unknown>)[part]
          : undefined,
      sent,
    );

/**
 * Fields a 422 names that the operation's description states no rule for. The document's own
 * preface says text is trimmed before its length is checked: a field sent with spaces around it
 * may be refused for that.
 */
export function unexplained(operation: Operation, answer: Sent, sent: unknown): string[] {
  const errors = (JSON.parse(answer.body) as { errors?: Record<string, string[]> }).errors ?? {};
  const keys = Object.keys(errors);
  if (keys.length === 0) return ['(no field)'];
  return keys
    .filter((key) => {
      const value = sentAt(sent, key);
      return typeof value !== 'string' || value.trim() === value;
    })
    .map(
      (key) =>
        key
          .split('.')
          .filter((part) => !/^\d+$/.test(part))
          .pop() ?? key,
    )
    .filter((field) => !operation.description.includes(`\`${field}\``));
}
