import fc from 'fast-check';
import type { Schema } from './openapi-document.js';

/**
 * Values a JSON Schema node describes, drawn with fast-check: enums, unions, formats, patterns,
 * bounds and lengths (the edges among them), objects with their required and some optional
 * properties. Drawn values are checked with ajv by the caller, so an approximation here only
 * costs a draw, never a wrong verdict.
 */
export function validOf(node: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const union = node.anyOf ?? node.oneOf;
  if (union) return fc.oneof(...union.map((option) => validOf({ ...option }, depth + 1)));
  if (node.allOf) return validOf(Object.assign({}, ...node.allOf) as Schema, depth + 1);
  const kinds = node.type === undefined ? [] : [node.type].flat();
  const kind = kinds.find((k) => k !== 'null') ?? (node.properties ? 'object' : undefined);
  const value = ofKind(node, kind, depth);
  return kinds.includes('null') ? fc.option(value, { nil: null, freq: 4 }) : value;
}

function ofKind(node: Schema, kind: string | undefined, depth: number): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'string':
      return stringOf(node);
    case 'integer':
    case 'number':
      return numberOf(node, kind === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = node.minItems ?? 0;
      const items = validOf(node.items ?? {}, depth + 1);
      const maxLength = Math.min(node.maxItems ?? 3, Math.max(minLength, 3));
      return node.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'object':
      return objectOf(node, depth);
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
  }
}

function objectOf(node: Schema, depth: number): fc.Arbitrary<unknown> {
  const properties = node.properties ?? {};
  const keys = Object.keys(properties);
  if (depth > 5) return fc.constant({});
  return fc.record(
    Object.fromEntries(keys.map((key) => [key, validOf(properties[key]!, depth + 1)])),
    { requiredKeys: (node.required ?? []).filter((key) => keys.includes(key)) },
  );
}

const day = (min: string, max: string) =>
  fc
    .date({ min: new Date(min), max: new Date(max), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));

function stringOf(node: Schema): fc.Arbitrary<string> {
  const minLength = node.minLength ?? 0;
  const maxLength = Math.max(Math.min(node.maxLength ?? 40, 300), minLength);
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  // Most dates near the cabinet's "now" (so that ranges meet data), some anywhere in four digits.
  if (node.format === 'date')
    return fc.oneof(
      { weight: 3, arbitrary: day('2026-01-01', '2027-03-01') },
      day('0001-01-01', '9999-12-31'),
    );
  if (node.format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  if (node.format === 'email')
    return fc.oneof(
      fc.emailAddress(),
      fc
        .tuple(fc.stringMatching(/^[a-z0-9]([a-z0-9_+-]{0,12}[a-z0-9])?$/), fc.domain())
        .map(([local, domain]) => `${local}@${domain}`)
        .filter(fits),
    );
  if (node.format === 'uri' || node.format === 'url') return fc.webUrl();
  if (node.format === 'uuid') return fc.uuid();
  // Patterns are read as ajv reads them, Unicode-aware (`\p{L}`); one fast-check cannot draw from
  // still gets its own drawn strings (ajv then keeps those that match).
  if (node.pattern) {
    try {
      return fc.stringMatching(new RegExp(node.pattern, 'u')).filter(fits);
    } catch {
      return fc.string({ minLength, maxLength });
    }
  }
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }).filter(fits),
    fc.constantFrom('zz-fuzz', 'Қазақстан', 'a b').filter(fits),
  );
}

function numberOf(node: Schema, integer: boolean): fc.Arbitrary<number> {
  const step = integer ? 1 : 0.01;
  const low = node.minimum ?? (node.exclusiveMinimum ?? -1e9 - step) + step;
  const high = node.maximum ?? (node.exclusiveMaximum ?? 1e9 + step) - step;
  const min = Math.max(low, Number.MIN_SAFE_INTEGER);
  const max = Math.min(high, Number.MAX_SAFE_INTEGER);
  const inside = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc
        .double({ min, max, noNaN: true, noDefaultInfinity: true })
        .map((x) => (node.multipleOf ? Math.round(x / node.multipleOf) * node.multipleOf : x))
        .map((x) => Number(x.toFixed(2)));
  return fc.oneof(inside, fc.constantFrom(Math.ceil(min), Math.floor(max)));
}

/** One rule of a schema node broken: the value that breaks it and what the rule is. */
export interface Breach {
  rule: string;
  value: unknown;
}

const NOT_MATCHING = ['', ' ', '!', 'zz fuzz', '0', '-1', '2026-13-45', 'x'.repeat(400)];

/**
 * Values that break one rule of a scalar or array node each (a type, a bound, a length, a
 * pattern, a format, an enum), as a client could send them. `null` breaks a node that takes none.
 */
export function breachesOf(node: Schema): Breach[] {
  const kinds = node.type === undefined ? [] : [node.type].flat();
  const out: Breach[] = [];
  if (node.anyOf || node.oneOf || node.allOf) return out;
  if (!kinds.includes('null') && kinds.length > 0) out.push({ rule: 'not null', value: null });
  if (node.enum) out.push({ rule: 'enum', value: 'zz-not-listed' });
  const kind = kinds.find((k) => k !== 'null');
  if (kind === 'string') {
    out.push({ rule: 'type string', value: 12_345 });
    if (node.minLength) out.push({ rule: 'minLength', value: 'z'.repeat(node.minLength - 1) });
    if (node.maxLength !== undefined)
      out.push({ rule: 'maxLength', value: 'z'.repeat(node.maxLength + 1) });
    if (node.pattern) {
      const pattern = new RegExp(node.pattern);
      const text = NOT_MATCHING.find((candidate) => !pattern.test(candidate));
      if (text !== undefined) out.push({ rule: 'pattern', value: text });
    }
    if (node.format) out.push({ rule: `format ${node.format}`, value: 'zz-not-a-format' });
  }
  if (kind === 'integer' || kind === 'number') {
    out.push({ rule: `type ${kind}`, value: 'zz' });
    if (kind === 'integer') out.push({ rule: 'integer', value: 1.5 });
    if (node.minimum !== undefined) out.push({ rule: 'minimum', value: node.minimum - 1 });
    if (node.exclusiveMinimum !== undefined)
      out.push({ rule: 'exclusiveMinimum', value: node.exclusiveMinimum });
    if (node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER)
      out.push({ rule: 'maximum', value: node.maximum + 1 });
    if (node.exclusiveMaximum !== undefined)
      out.push({ rule: 'exclusiveMaximum', value: node.exclusiveMaximum });
  }
  if (kind === 'boolean') out.push({ rule: 'type boolean', value: 'zz' });
  if (kind === 'array') {
    out.push({ rule: 'type array', value: 'zz' });
    if (node.minItems) out.push({ rule: 'minItems', value: [] });
  }
  if (kind === 'object') out.push({ rule: 'type object', value: 'zz' });
  return out;
}

/**
 * Objects that break one rule of an object node: a required property left out, an unknown one
 * where none may be, or one property's own breach (one level down).
 */
export function objectBreaches(node: Schema, valid: Record<string, unknown>): Breach[] {
  const out: Breach[] = [];
  for (const key of node.required ?? []) {
    const { [key]: _gone, ...rest } = valid;
    out.push({ rule: `required ${key}`, value: rest });
  }
  if (node.additionalProperties === false)
    out.push({ rule: 'no other property', value: { ...valid, zzUnknown: 1 } });
  for (const [key, property] of Object.entries(node.properties ?? {}))
    for (const breach of breachesOf(property))
      out.push({ rule: `${key}: ${breach.rule}`, value: { ...valid, [key]: breach.value } });
  return out;
}
