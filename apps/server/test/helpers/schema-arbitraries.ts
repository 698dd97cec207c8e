import fc from 'fast-check';
import type { JsonSchema } from './api-routes.js';

/** Own `__proto__` and `constructor` keys, as a JSON body or a parsed query can carry them. */
const pollutedObjects = [
  JSON.parse('{"__proto__":{"isAdmin":true,"group":"Admin"}}') as unknown,
  JSON.parse('{"constructor":{"prototype":{"isAdmin":true}}}') as unknown,
  JSON.parse('{"__proto__":null,"toString":1,"valueOf":"x","hasOwnProperty":[]}') as unknown,
];

/** Strings that break naive code: injections, paths, control and wide characters, bad dates. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\u202e\u0301',
  '😀'.repeat(300),
  'Қазақстан ӘҒҚҢӨҰҮҺІ',
  'a'.repeat(70_000),
  "' OR '1'='1' --",
  "'; drop table users; --",
  '1; select pg_sleep(1)',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://evil")',
  '${7*7}{{7*7}}',
  '0000-00-00',
  '2026-02-30',
  '2026-13-01',
  '9999-12-31',
  '-271821-04-20',
  '+275760-09-13T00:00:00Z',
  '2026-10-01T25:61:61Z',
  '1e999',
  'NaN',
  '-0',
  '0x10',
  '9'.repeat(40),
  '__proto__',
  'constructor',
];

const HOSTILE_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** A value of any hostile kind: wrong types, huge or odd numbers and strings, polluted objects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(null, true, false, [], {}, [[[]]], ...pollutedObjects),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 5 }),
);

const isoDay = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** Values a string node may accept, biased to its format, pattern and length limits. */
function stringOf(node: JsonSchema): fc.Arbitrary<unknown> {
  if (node.format === 'date') return isoDay;
  if (node.format === 'date-time' || node.format === 'datetime')
    return fc
      .date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString());
  if (node.format === 'email')
    return fc.oneof(fc.emailAddress(), fc.constant('zz.fuzz@example.kz'));
  if (node.pattern) {
    const pattern = new RegExp(node.pattern);
    return fc.oneof(fc.stringMatching(pattern), fc.string({ maxLength: 20 }));
  }
  const max = Math.min(node.maxLength ?? 60, 200);
  const min = Math.min(node.minLength ?? 0, max);
  return fc.oneof(
    fc.string({ unit: 'grapheme', minLength: min, maxLength: max }),
    fc.string({ minLength: min, maxLength: max }),
  );
}

function numberOf(node: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const min =
    node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : undefined);
  const max =
    node.maximum ?? (node.exclusiveMaximum !== undefined ? node.exclusiveMaximum - 1 : undefined);
  const bounds = [min, max].filter((value): value is number => value !== undefined);
  const near = bounds.flatMap((value) => [value - 1, value, value + 1]);
  const inRange = integer
    ? fc.integer({
        min: Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER),
        max: Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER),
      })
    : fc.double({ min: min ?? -1e9, max: max ?? 1e9, noNaN: true, noDefaultInfinity: true });
  return near.length > 0 ? fc.oneof(inRange, fc.constantFrom(...near)) : inRange;
}

/**
 * Values for a JSON Schema node: mostly what the schema describes (so that calls reach the
 * handlers), sometimes hostile, at every depth.
 */
export function arbitraryOf(node: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!node || depth > 4) return hostileValue;
  return fc.oneof(
    { weight: 4, arbitrary: describedBy(node, depth) },
    { weight: 1, arbitrary: hostileValue },
  );
}

function describedBy(node: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const union = node.anyOf ?? node.oneOf;
  if (union) return fc.oneof(...union.map((option) => arbitraryOf(option, depth + 1)));
  if (node.allOf) return arbitraryOf(Object.assign({}, ...node.allOf) as JsonSchema, depth + 1);
  const kinds = node.type === undefined ? [] : [node.type].flat();
  const kind = kinds.find((k) => k !== 'null') ?? (node.properties ? 'object' : undefined);
  switch (kind) {
    case 'string':
      return stringOf(node);
    case 'integer':
      return numberOf(node, true);
    case 'number':
      return numberOf(node, false);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(arbitraryOf(node.items, depth + 1), {
        minLength: Math.min(node.minItems ?? 0, 3),
        maxLength: Math.min(node.maxItems ?? 4, 4),
      });
    case 'object': {
      const properties = node.properties ?? {};
      const keys = Object.keys(properties);
      const record = fc.record(
        Object.fromEntries(keys.map((key) => [key, arbitraryOf(properties[key], depth + 1)])),
        { requiredKeys: (node.required ?? []).filter((key) => keys.includes(key)) },
      );
      // Now and then an unexpected key, `__proto__` and `constructor` among them.
      return fc
        .tuple(
          record,
          fc.option(
            fc.tuple(fc.constantFrom('__proto__', 'constructor', 'extra', ''), hostileValue),
            {
              freq: 4,
            },
          ),
        )
        .map(([value, extra]) => {
          if (extra) Object.defineProperty(value, extra[0], { value: extra[1], enumerable: true });
          return value;
        });
    }
    default:
      return hostileValue;
  }
}

/** A path parameter: what its schema describes, or a hostile string (URL-encoded by the caller). */
export function pathValueOf(node: JsonSchema | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: node ? describedBy(node, 0).map(String) : fc.string() },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 1000)) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }) },
  );
}
