import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  costOfVolume,
  priceRequest,
  tierFor,
  type PackageBalance,
  type Tier,
} from '../../../src/core/pricing/pricing.js';

/** Graduated tiers: increasing bounds, the last one open. */
const tiersArb: fc.Arbitrary<Tier[]> = fc
  .uniqueArray(fc.integer({ min: 1, max: 5000 }), { minLength: 0, maxLength: 4 })
  .chain((bounds) =>
    fc
      .array(fc.integer({ min: 0, max: 1_000_000 }), {
        minLength: bounds.length + 1,
        maxLength: bounds.length + 1,
      })
      .map((prices) => {
        const sorted = [...bounds].sort((a, b) => a - b);
        return prices.map((priceMinor, i) => ({ upTo: sorted[i] ?? null, priceMinor }));
      }),
  );

const dayArb = fc.integer({ min: 1, max: 28 }).map((d) => `2026-11-${String(d).padStart(2, '0')}`);

const packageArb: fc.Arbitrary<PackageBalance> = fc
  .record({
    id: fc.integer({ min: 1, max: 50 }),
    remaining: fc.integer({ min: 0, max: 30 }),
    a: dayArb,
    b: dayArb,
  })
  .map(({ id, remaining, a, b }) => ({
    id,
    remaining,
    validFrom: a < b ? a : b,
    validTo: a < b ? b : a,
  }));

describe('pricing', () => {
  it('charges graduated tiers: 1–1000 at one price, 1001–10000 at another, the rest at a third', () => {
    const tiers: Tier[] = [
      { upTo: 1000, priceMinor: 5000 },
      { upTo: 10000, priceMinor: 4000 },
      { upTo: null, priceMinor: 3000 },
    ];
    const at = (before: number) =>
      priceRequest({
        billable: true,
        day: '2026-11-05',
        tiers,
        tariffVolumeBefore: before,
        packages: [],
      });
    expect(at(0)).toEqual({ amountMinor: 5000, packageId: null, tierIndex: 0 });
    expect(at(999).amountMinor).toBe(5000);
    expect(at(1000).amountMinor).toBe(4000);
    expect(at(9999).amountMinor).toBe(4000);
    expect(at(10000)).toEqual({ amountMinor: 3000, packageId: null, tierIndex: 2 });
    expect(costOfVolume(tiers, 10001)).toBe(1000 * 5000 + 9000 * 4000 + 3000);
  });

  it('a package covers the request before the tariff; the one ending soonest first', () => {
    const packages = [
      { id: 1, remaining: 5, validFrom: '2026-11-01', validTo: '2026-11-30' },
      { id: 2, remaining: 5, validFrom: '2026-11-01', validTo: '2026-11-15' },
      { id: 3, remaining: 0, validFrom: '2026-11-01', validTo: '2026-11-10' },
    ];
    const tiers = [{ upTo: null, priceMinor: 100 }];
    expect(
      priceRequest({ billable: true, day: '2026-11-05', tiers, tariffVolumeBefore: 0, packages }),
    ).toEqual({ amountMinor: 0, packageId: 2, tierIndex: null });
    expect(
      priceRequest({ billable: true, day: '2026-11-20', tiers, tariffVolumeBefore: 0, packages })
        .packageId,
    ).toBe(1);
    expect(
      priceRequest({ billable: true, day: '2026-12-01', tiers, tariffVolumeBefore: 0, packages })
        .packageId,
    ).toBeNull();
  });

  it('a request that is not billable, or has no tariff, costs nothing and uses no package', () => {
    const packages = [{ id: 1, remaining: 5, validFrom: '2026-11-01', validTo: '2026-11-30' }];
    expect(
      priceRequest({
        billable: false,
        day: '2026-11-05',
        tiers: [{ upTo: null, priceMinor: 9 }],
        tariffVolumeBefore: 0,
        packages,
      }),
    ).toEqual({ amountMinor: 0, packageId: null, tierIndex: null });
    expect(
      priceRequest({
        billable: true,
        day: '2026-11-05',
        tiers: undefined,
        tariffVolumeBefore: 0,
        packages: [],
      }).amountMinor,
    ).toBe(0);
  });

  it('property: amounts are never negative and always whole', () => {
    fc.assert(
      fc.property(
        tiersArb,
        fc.nat(20_000),
        fc.array(packageArb, { maxLength: 4 }),
        dayArb,
        fc.boolean(),
        (tiers, before, packages, day, billable) => {
          const { amountMinor } = priceRequest({
            billable,
            day,
            tiers,
            tariffVolumeBefore: before,
            packages,
          });
          return amountMinor >= 0 && Number.isInteger(amountMinor);
        },
      ),
    );
  });

  it('property: a month priced request by request totals the tiers applied to its volume', () => {
    fc.assert(
      fc.property(tiersArb, fc.nat(6000), (tiers, volume) => {
        let total = 0;
        for (let before = 0; before < volume; before += 1) {
          total += priceRequest({
            billable: true,
            day: '2026-11-02',
            tiers,
            tariffVolumeBefore: before,
            packages: [],
          }).amountMinor;
        }
        return total === costOfVolume(tiers, volume);
      }),
      { numRuns: 60 },
    );
  });

  it('property: a package never covers more than its quota, and covers while it has any', () => {
    fc.assert(
      fc.property(
        fc.array(packageArb, { minLength: 1, maxLength: 4 }),
        fc.array(dayArb, { maxLength: 120 }),
        (initial, days) => {
          const packages = initial.map((p, i) => ({ ...p, id: i + 1 }));
          const used = new Map<number, number>();
          for (const day of [...days].sort()) {
            const price = priceRequest({
              billable: true,
              day,
              tiers: [{ upTo: null, priceMinor: 7 }],
              tariffVolumeBefore: 0,
              packages,
            });
            const available = packages.some(
              (p) => p.remaining > 0 && p.validFrom <= day && day <= p.validTo,
            );
            if (available !== (price.packageId !== null)) return false;
            if (price.packageId !== null) {
              const p = packages.find((x) => x.id === price.packageId)!;
              p.remaining -= 1;
              used.set(p.id, (used.get(p.id) ?? 0) + 1);
            }
          }
          return initial.every((p, i) => (used.get(i + 1) ?? 0) <= p.remaining);
        },
      ),
    );
  });

  it('property: the tier index never decreases as the month goes on', () => {
    fc.assert(
      fc.property(tiersArb, fc.nat(10_000), fc.nat(10_000), (tiers, a, b) => {
        const [lo, hi] = a < b ? [a, b] : [b, a];
        return tierFor(tiers, lo + 1) <= tierFor(tiers, hi + 1);
      }),
    );
  });
});
