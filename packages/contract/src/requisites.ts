import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

/**
 * The checks of a company's details (реквизиты), one rule wherever they are entered: a partner's
 * profile and the provider's own configuration.
 */

/**
 * Kazakhstan's BIN (and IIN): 12 digits, the last a check digit. Weights 1..11 give the check
 * digit modulo 11; a result of 10 is recomputed with weights 3..11,1,2; 10 again means invalid.
 */
export function isValidBin(value: string): boolean {
  if (!/^\d{12}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const weighted = (weights: number[]) =>
    weights.reduce((sum, w, i) => sum + w * digits[i]!, 0) % 11;
  let check = weighted([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  if (check === 10) check = weighted([3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2]);
  return check !== 10 && check === digits[11];
}

/** An IBAN as typed (spaces, lower case) → its electronic form (`KZ86125KZT5004100100`); '' if none. */
export const normalizeIban = (value: string) => electronicFormatIBAN(value.trim()) ?? '';

/** Country, length and check digits of an IBAN in its electronic form. */
export const isValidIban = (value: string) => isValidIBAN(value);

/** A BIC (SWIFT code) in upper case: `HSBKKZKX`, or with a branch, `HSBKKZKX123`. */
export const normalizeBic = (value: string) => value.trim().toUpperCase();

export const isValidBic = (value: string) => isValidBIC(value);
