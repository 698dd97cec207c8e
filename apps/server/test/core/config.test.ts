import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/core/config.js';

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
    });
    expect(config).toMatchObject({
      PORT: 9000,
      CORS_ORIGINS: ['https://a.kz', 'https://b.kz'],
      TRUST_PROXY: true,
      SEED_DEMO: false,
    });
    expect(config.publicUrl).toBe('http://localhost:9000');
  });

  it('stops with a readable message naming every bad variable', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', APP_SECRET: 'short' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT="eighty"');
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
