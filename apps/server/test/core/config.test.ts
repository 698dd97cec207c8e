import { describe, expect, it } from 'vitest';
import { isValidBic, isValidBin, isValidIban } from '@cabinet/contract';
import { ConfigError, loadConfig } from '../../src/core/config.js';

/** The message loadConfig stops with, or '' when it accepts the environment. */
const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
};

describe('configuration', () => {
  it('has working defaults for the embedded mode', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      DATA_DIR: './data',
      TOKEN_IDLE_MINUTES: 10,
      LOGIN_MAX_FAILURES: 5,
      REGISTER_MAX_PER_ADDRESS: 10,
      REGISTER_WINDOW_SECONDS: 3600,
      RECOVERY_MAX_PER_EMAIL: 3,
      RECOVERY_MAX_PER_ADDRESS: 10,
      RECOVERY_WINDOW_SECONDS: 3600,
      CORS_ORIGINS: [],
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('reads lists, flags and numbers', () => {
    const config = loadConfig({
      PORT: '9000',
      CORS_ORIGINS: 'https://a.kz, https://b.kz',
      TRUST_PROXY: 'true',
      SEED_DEMO: '0',
      DATABASE_POOL_SIZE: '4',
    });
    expect(config).toMatchObject({
      PORT: 9000,
      DATABASE_POOL_SIZE: 4,
      CORS_ORIGINS: ['https://a.kz', 'https://b.kz'],
      TRUST_PROXY: true,
      SEED_DEMO: false,
    });
    expect(config.publicUrl).toBe('http://localhost:9000');
  });

  it('stops with a readable message naming every bad variable', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        APP_SECRET: 'short',
        DATABASE_POOL_SIZE: '0',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT="eighty"');
      expect(message).toContain('DATABASE_POOL_SIZE="0"');
      expect(message).toContain(
        'DATABASE_URL=(value hidden): must start with postgres:// or postgresql://',
      );
      expect(message).toContain('APP_SECRET=(value hidden): must be at least 32 characters');
      expect(message).not.toContain('short');
    }
  });

  it('has defaults for the body and realtime limits', () => {
    expect(loadConfig({})).toMatchObject({
      BODY_LIMIT_KB: 128,
      JSON_MAX_DEPTH: 32,
      REALTIME_MAX_CONNECTIONS_PER_ADDRESS: 20,
      REALTIME_MAX_MESSAGES_PER_SECOND: 10,
    });
  });
});

describe('the provider’s details', () => {
  it('have demo defaults that pass the checks partners’ details pass', () => {
    const config = loadConfig({});
    expect(isValidBin(config.PROVIDER_BIN)).toBe(true);
    expect(isValidIban(config.PROVIDER_IBAN)).toBe(true);
    expect(config.PROVIDER_IBAN.startsWith('KZ')).toBe(true);
    expect(config.PROVIDER_BIC).toBe('HSBKKZKX');
    expect(isValidBic(config.PROVIDER_BIC)).toBe(true);
    expect(config.PROVIDER_BANK).not.toMatch(/БИК/);
  });

  it('refuse a BIN whose check digit is wrong, naming the variable', () => {
    const valid = loadConfig({}).PROVIDER_BIN;
    const typo = `${valid.slice(0, 11)}${(Number(valid[11]) + 1) % 10}`;
    expect(refusal({ PROVIDER_BIN: typo })).toContain(
      `PROVIDER_BIN="${typo}": the check digit does not match`,
    );
    expect(refusal({ PROVIDER_BIN: '18074001234' })).toContain(
      'PROVIDER_BIN="18074001234": must be 12 digits',
    );
    // The second weight pass: the first 11 digits' first weighted sum leaves 10 modulo 11.
    expect(refusal({ PROVIDER_BIN: '180740010802' })).toBe('');
    expect(refusal({ PROVIDER_BIN: '180740010803' })).toContain('PROVIDER_BIN=');
  });

  it('refuse an IBAN with wrong check digits, and accept one typed with spaces', () => {
    expect(refusal({ PROVIDER_IBAN: 'KZ00601A000000000001' })).toContain(
      'PROVIDER_IBAN="KZ00601A000000000001": not a valid IBAN',
    );
    expect(refusal({ PROVIDER_IBAN: 'KZ86 125K ZT50 0410 010' })).toContain('PROVIDER_IBAN=');
    expect(loadConfig({ PROVIDER_IBAN: 'kz86 125k zt50 0410 0100' }).PROVIDER_IBAN).toBe(
      'KZ86125KZT5004100100',
    );
  });

  it('refuse a malformed BIC, and take it apart from the bank’s name', () => {
    expect(refusal({ PROVIDER_BIC: 'HSBK KZ' })).toContain(
      'PROVIDER_BIC="HSBK KZ": not a valid BIC',
    );
    expect(refusal({ PROVIDER_BIC: 'HSBK1ZKX' })).toContain('PROVIDER_BIC=');
    expect(loadConfig({ PROVIDER_BIC: 'caspkzka' }).PROVIDER_BIC).toBe('CASPKZKA');
  });

  it('name every bad detail at once', () => {
    const message = refusal({
      PROVIDER_BIN: '123456789012',
      PROVIDER_IBAN: 'KZ000',
      PROVIDER_BIC: 'X',
    });
    for (const key of ['PROVIDER_BIN', 'PROVIDER_IBAN', 'PROVIDER_BIC'])
      expect(message).toContain(`${key}=`);
  });
});
