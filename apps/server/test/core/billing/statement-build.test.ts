import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildStatement,
  unitPriceBeforeVat,
  vatOf,
  type ChargeGroup,
} from '../../../src/core/billing/statement-build.js';

const group = fc.record({
  serviceId: fc.integer({ min: 1, max: 4 }),
  kind: fc.constantFrom('tier', 'package', 'no-tariff', 'not-billable') as fc.Arbitrary<
    ChargeGroup['kind']
  >,
  quantity: fc.integer({ min: 1, max: 2_000_000 }),
  failed: fc.nat({ max: 5 }),
  priceMinor: fc.integer({ min: 0, max: 5_000_000 }),
  vatRateBp: fc.constantFrom(0, 1200, 1600, 2000, 1250, 1),
  vatIncluded: fc.boolean(),
  correctionOf: fc.constantFrom(null, '2026-09'),
});

/** Charges as the register would make them: only tier lines carry a price and VAT. */
const charges = fc.array(group, { maxLength: 12 }).map((groups) =>
  groups.map((g, i): ChargeGroup => ({
    ...g,
    serviceCode: `s${g.serviceId}`,
    serviceName: `Сервис ${g.serviceId}`,
    failed: Math.min(g.failed, g.quantity),
    priceMinor: g.kind === 'tier' ? g.priceMinor : 0,
    vatRateBp: g.kind === 'tier' ? g.vatRateBp : 0,
    vatIncluded: g.kind === 'tier' && g.vatIncluded,
    tierFrom: g.kind === 'tier' ? i * 100 + 1 : null,
    tierTo: g.kind === 'tier' ? i * 100 + 100 : null,
    packageId: g.kind === 'package' ? i + 1 : null,
  })),
);

describe('a statement built from charges', () => {
  it('every line multiplies out, lines add up, and the total is what the register charged (+ VAT where prices exclude it)', () => {
    fc.assert(
      fc.property(charges, (groups) => {
        const statement = buildStatement(groups);
        for (const line of statement.lines) {
          expect(line.amountMinor).toBe(line.quantity * line.unitPriceMinor);
          expect(Number.isInteger(line.vatMinor)).toBe(true);
          expect(line.amountMinor).toBeGreaterThanOrEqual(0);
          if (line.kind === 'rounding') expect(line.quantity).toBe(1);
        }
        const lines = statement.lines;
        expect(statement.subtotalMinor).toBe(lines.reduce((s, l) => s + l.amountMinor, 0));
        expect(statement.vatMinor).toBe(lines.reduce((s, l) => s + l.vatMinor, 0));
        expect(statement.totalMinor).toBe(statement.subtotalMinor + statement.vatMinor);
        const charged = groups.reduce((sum, g) => {
          const register = g.quantity * g.priceMinor;
          return sum + (g.vatIncluded ? register : register + vatOf(register, g.vatRateBp));
        }, 0);
        expect(statement.totalMinor).toBe(charged);
        // Quantities: every request of the register is on a line, once.
        const requests = groups.reduce((sum, g) => sum + g.quantity, 0);
        const counted = lines
          .filter((l) => l.kind !== 'rounding')
          .reduce((s, l) => s + l.quantity, 0);
        expect(counted).toBe(requests);
        const services = statement.services;
        expect(services.reduce((s, x) => s + x.totalMinor, 0)).toBe(statement.totalMinor);
        for (const service of services)
          expect(service.paid + service.covered + service.notBillable).toBe(service.requests);
      }),
      { numRuns: 400 },
    );
  });

  it('a VAT-inclusive price becomes a price before VAT rounded down, and the rounding line is never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (price, rateBp, quantity) => {
          const unit = unitPriceBeforeVat(price, rateBp, true);
          expect(unit * (10_000 + rateBp)).toBeLessThanOrEqual(price * 10_000);
          expect((unit + 1) * (10_000 + rateBp)).toBeGreaterThan(price * 10_000);
          const amount = quantity * unit;
          expect(quantity * price - amount - vatOf(amount, rateBp)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('a tariff price of 143,39 ₸ with 12 % VAT included, 976 requests: lines a calculator agrees with', () => {
    const statement = buildStatement([
      {
        serviceId: 1,
        serviceCode: 'check',
        serviceName: 'Проверка',
        kind: 'tier',
        quantity: 976,
        failed: 0,
        priceMinor: 14_339,
        vatRateBp: 1200,
        vatIncluded: true,
        tierFrom: 1,
        tierTo: null,
        packageId: null,
        correctionOf: null,
      },
    ]);
    // 143,39 / 1,12 = 128,026… → 128,02; 976 × 128,02 = 124 947,52; VAT 12 % = 14 993,70.
    expect(statement.lines[0]).toMatchObject({
      quantity: 976,
      unitPriceMinor: 12_802,
      amountMinor: 12_494_752,
      vatMinor: 1_499_370,
    });
    // 976 × 143,39 = 139 948,64 charged; 124 947,52 + 14 993,70 = 139 941,22; 7,42 left.
    expect(statement.lines[1]).toMatchObject({ kind: 'rounding', quantity: 1, amountMinor: 742 });
    expect(statement.totalMinor).toBe(976 * 14_339);
  });
});
