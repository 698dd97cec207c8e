import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyProfile, isValidBic, isValidBin, isValidIban } from '@cabinet/contract';
import { loadConfig } from '../../src/core/config.js';
import { openMigratedDatabase } from '../../src/core/db/open.js';
import type { DatabaseHandle } from '../../src/core/db/database.js';
import { seedDemo } from '../../src/seed/demo.js';
import { DEMO_PARTNERS } from '../../src/seed/demo-partners.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

let storage: TestDatabase;
let handle: DatabaseHandle;
beforeAll(async () => {
  storage = await createTestDatabase();
  handle = await openMigratedDatabase(
    loadConfig({
      DATA_DIR: storage.dataDir,
      ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    }),
  );
  await seedDemo(handle.db, new Date().toISOString());
});
afterAll(async () => {
  await handle.db.destroy();
  await storage.drop();
});

describe('demo partners’ details', () => {
  it('pass the checks an admin’s form passes: BIN check digit, IBAN, BIC', async () => {
    const profiles = await handle.db.selectFrom('partner_profiles').selectAll().execute();
    expect(profiles).toHaveLength(DEMO_PARTNERS.length);
    for (const p of profiles) {
      expect(isValidBin(p.tax_id), p.tax_id).toBe(true);
      expect(isValidIban(p.iban), p.iban).toBe(true);
      expect(isValidBic(p.bic), p.bic).toBe(true);
      const parsed = CompanyProfile.safeParse({
        companyName: p.company_name,
        taxId: p.tax_id,
        contractNumber: p.contract_number,
        contractDate: p.contract_date,
        legalAddress: p.legal_address,
        city: p.city,
        phone: p.phone,
        contactEmail: p.contact_email,
        bankName: p.bank_name,
        iban: p.iban,
        bic: p.bic,
      });
      expect(parsed.error?.issues ?? [], p.company_name).toEqual([]);
    }
  });

  it('have IBANs of their own banks: the bank code matches the BIC’s bank', async () => {
    const profiles = await handle.db
      .selectFrom('partner_profiles')
      .select(['iban', 'bic'])
      .execute();
    const codes: Record<string, string> = {
      HSBKKZKX: '601',
      CASPKZKA: '722',
      KCJBKZKX: '856',
      IRTYKZKA: '996',
    };
    for (const { iban, bic } of profiles) expect(iban.slice(4, 7)).toBe(codes[bic]);
    expect(new Set(profiles.map((p) => p.iban)).size).toBe(profiles.length);
  });
});
