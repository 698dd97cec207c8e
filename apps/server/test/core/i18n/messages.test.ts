import { describe, expect, it } from 'vitest';
import { MessageKey } from '@cabinet/contract';
import { LANGUAGES, translator } from '../../../src/core/i18n/i18n.js';

describe('messages', () => {
  it.each(LANGUAGES)('every message key of the contract has %s text', (language) => {
    const t = translator(language);
    const missing = Object.values(MessageKey).filter((key) => t(key) === key);
    expect(missing).toEqual([]);
  });

  it('Kazakh and English are not silently Russian', () => {
    const [ru, en, kk] = LANGUAGES.map((l) => translator(l));
    const same = Object.values(MessageKey).filter(
      (key) => ru!(key) === en!(key) || ru!(key) === kk!(key),
    );
    expect(same).toEqual([]);
  });
});
