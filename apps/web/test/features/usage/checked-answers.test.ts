import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueApi } from '../../../src/features/catalogue/api';
import { documentsApi } from '../../../src/features/documents/api';
import { usageApi } from '../../../src/features/usage/api';
import { servicesApi } from '../../../src/features/services/api';
import { tariffsApi } from '../../../src/features/tariffs/api';
import { MalformedAnswer, resetHttp } from '../../../src/lib/http';

/** Rows whose money is a decimal string and whose dates are missing: a server out of step. */
const malformed = {
  success: true,
  data: [{ id: 1, amountMinor: '12.50', priceMinor: '99.9', remaining: '5' }],
  meta: { total: 1, page: 1, rowsPerPage: 10, sortBy: null, descending: false },
  totals: {},
};

describe('answers with dates and money are checked against the contract', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(malformed), { status: 200 })),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    resetHttp();
  });

  it.each([
    ['the services report', () => usageApi.services(3, {})],
    ['the daily report', () => usageApi.daily(3, 2, {})],
    ['the request register', () => usageApi.register(3, 2, {})],
    ['the register of all users', () => usageApi.registerAll({})],
    ['a partner’s documents', () => documentsApi.list(3, {})],
    ['every partner’s documents', () => documentsApi.all({})],
    ['package balances', () => tariffsApi.packages(3, 2)],
    ['available services and their balance', () => servicesApi.available()],
    ['the catalogue’s available services', () => catalogueApi.available()],
  ])('%s: a malformed answer is an error, not a wrong number', async (_name, load) => {
    await expect(load()).rejects.toBeInstanceOf(MalformedAnswer);
  });
});
