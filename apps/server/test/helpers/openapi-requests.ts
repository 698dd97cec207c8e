import { validate, type Operation, type Parameter, type Schema } from './openapi-document.js';

/** A parameter's value as text on the wire (an array repeats its name, as `explode` says). */
export const wireText = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((item) => String(item)) : [String(value)];

/**
 * What the text of a path or query parameter means by its schema, as a client generated from the
 * document would read it: digits are numbers, `true`/`false` booleans. Used to judge a drawn or
 * broken value by the document after it has become text.
 */
export function readBack(schema: Schema, texts: string[]): unknown {
  const kinds = [schema.type ?? []].flat();
  const one = (text: string): unknown => {
    if ((kinds.includes('integer') || kinds.includes('number')) && /^-?\d+(\.\d+)?$/.test(text))
      return Number(text);
    if (kinds.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
    return text;
  };
  return kinds.includes('array') ? texts.map(one) : one(texts[0]!);
}

/** Whether the parameters' values, once text, are all the document accepts. */
export function parametersValid(parameters: Parameter[], values: Record<string, unknown>): boolean {
  return parameters.every((parameter) => {
    const value = values[parameter.name];
    if (value === undefined) return !parameter.required;
    return validate(parameter.schema, readBack(parameter.schema, wireText(value))).ok;
  });
}

/** The address of an operation with its path and query parameters filled. */
export function addressOf(operation: Operation, values: Record<string, unknown>): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(wireText(values[name])[0]!),
  );
  const search = new URLSearchParams();
  for (const parameter of operation.parameters)
    if (parameter.in === 'query' && values[parameter.name] !== undefined)
      for (const text of wireText(values[parameter.name])) search.append(parameter.name, text);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export interface Payload {
  contentType: string | undefined;
  payload: string | Buffer | undefined;
}

const BOUNDARY = 'zzFuzzBoundary7MA4YWxkTrZu0gW';

/** A multipart form: binary properties as file parts, others as text fields. */
export function multipartOf(schema: Schema, value: Record<string, unknown>): Payload {
  const parts = Object.entries(value).map(([name, item]) => {
    const property = schema.properties?.[name];
    const file = property?.format === 'binary';
    const head = file
      ? `Content-Disposition: form-data; name="${name}"; filename="zz-fuzz.pdf"\r\nContent-Type: application/pdf`
      : `Content-Disposition: form-data; name="${name}"`;
    const content = file ? `%PDF-1.4\n${String(item)}\n%%EOF` : String(item);
    return `--${BOUNDARY}\r\n${head}\r\n\r\n${content}\r\n`;
  });
  return {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: Buffer.from(`${parts.join('')}--${BOUNDARY}--\r\n`),
  };
}

/** A body the operation's documented type carries. */
export function bodyOf(operation: Operation, value: unknown): Payload {
  if (!operation.body) return { contentType: undefined, payload: undefined };
  if (operation.body.type === 'multipart/form-data')
    return multipartOf(operation.body.schema, value as Record<string, unknown>);
  return { contentType: operation.body.type, payload: JSON.stringify(value) };
}

/** Bodies no operation reads as its document says: each must be refused or read, never a 5xx. */
export const BAD_BODIES: Array<Payload & { name: string; refused: boolean }> = [
  { name: 'broken JSON', contentType: 'application/json', payload: '{"a":', refused: true },
  {
    name: 'url-encoded with PHP-style names',
    contentType: 'application/x-www-form-urlencoded',
    payload: 'a[b]=1&c[]=2&c[]=3&d[e][f]=zz',
    refused: false,
  },
  {
    name: 'multipart with a boundary',
    ...multipartOf({}, { 'a[b]': '1', c: 'zz' }),
    refused: false,
  },
  {
    name: 'multipart without a boundary',
    contentType: 'multipart/form-data',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    refused: true,
  },
];
