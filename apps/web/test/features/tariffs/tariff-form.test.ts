import { describe, expect, it } from 'vitest';
import { TariffForm } from '../../../src/features/tariffs/schemas';

const form = {
  serviceId: 3,
  name: 'Ступенчатый',
  currency: 'KZT' as const,
  tiers: [
    { upTo: '1000', price: '150' },
    { upTo: '10000', price: '120,5' },
    { upTo: 'ignored for the last tier', price: '0.29' },
  ],
  vatIncluded: true,
  vatRate: '12',
  validFrom: '2026-01-01',
  validTo: '',
};

describe('the tariff form', () => {
  it('sends prices typed in tenge as whole tiyn, the last tier open', () => {
    const body = TariffForm.parse({
      ...form,
      tiers: form.tiers.map((t, i) => (i === 2 ? { ...t, upTo: '' } : t)),
    });
    expect(body.tiers).toEqual([
      { upTo: 1000, priceMinor: 15000 },
      { upTo: 10000, priceMinor: 12050 },
      { upTo: null, priceMinor: 29 },
    ]);
    expect(body).toMatchObject({ vatRate: 12, validTo: null, serviceId: 3 });
  });

  it('puts the contract’s messages on the form’s fields', () => {
    const result = TariffForm.safeParse({
      ...form,
      tiers: [
        { upTo: '1000', price: '1.234' },
        { upTo: '500', price: '1' },
        { upTo: '', price: '1' },
      ],
      validTo: '2025-01-01',
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toContainEqual(['tiers.0.price', 'form.priceInvalid']);
  });

  it('checks the bounds and the period with the contract’s schema', () => {
    const result = TariffForm.safeParse({
      ...form,
      tiers: [
        { upTo: '1000', price: '1' },
        { upTo: '500', price: '1' },
        { upTo: '', price: '1' },
      ],
      validTo: '2025-01-01',
    });
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toContainEqual(['tiers', 'tariffs.tiersIncreasing']);
    expect(issues).toContainEqual(['validTo', 'validation.periodReversed']);
  });

  it('asks for the bound of every tier but the last', () => {
    const result = TariffForm.safeParse({
      ...form,
      tiers: [
        { upTo: '', price: '1' },
        { upTo: '', price: '1' },
      ],
    });
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([['tiers.0.upTo', 'validation.required']]);
  });
});
