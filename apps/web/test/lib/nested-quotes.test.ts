import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { nestQuotes } from '../../src/lib/i18n/nested-quotes';

describe('quotes inside quotes', () => {
  it('become „…“ inside «…», as Russian typography writes them', () => {
    expect(nestQuotes('«ТОО «КазДата Сервис»» и его пользователи')).toBe(
      '«ТОО „КазДата Сервис“» и его пользователи',
    );
    expect(nestQuotes('Роль «Партнёр»')).toBe('Роль «Партнёр»');
    expect(nestQuotes('no quotes »')).toBe('no quotes »');
  });

  it('apply to every text the app shows', () => {
    i18next.addResource('ru', 'common', 'test.blockText', '«{{name}}» не сможет войти');
    expect(i18next.t('test.blockText', { name: 'ТОО «КазДата Сервис»' })).toBe(
      '«ТОО „КазДата Сервис“» не сможет войти',
    );
  });
});
