/** Field names whose values never reach the audit log: passwords, tokens, secrets, key hashes. */
const SECRET_FIELD = /password|token|secret|hash/i;

export const MASK = '***';

/** A copy of a recorded value with every secret field, at any depth, replaced by `***`. */
export function maskSecretFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecretFields);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      name,
      SECRET_FIELD.test(name) && field !== null && field !== undefined
        ? MASK
        : maskSecretFields(field),
    ]),
  );
}
