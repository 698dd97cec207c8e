import type { Notification } from '@cabinet/contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  alertScopeText,
  alertValueText,
  conditionText,
  notificationText,
} from '../../src/lib/alerts';
import { changeLanguage, i18n } from '../../src/lib/i18n';

const words = (condition: Parameters<typeof conditionText>[0]) =>
  conditionText(condition, i18n.t, i18n.language);
const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the wording of an alert', () => {
  afterEach(async () => {
    await changeLanguage('ru');
  });

  it('says a package condition in Russian, with the right form of «запрос»', () => {
    expect(words({ kind: 'packageRemaining', below: 10, unit: 'percent' })).toBe(
      'Пакет: осталось меньше 10%',
    );
    expect(words({ kind: 'packageRemaining', below: 1, unit: 'requests' })).toBe(
      'Пакет: осталось меньше 1 запроса',
    );
    expect(nbsp(words({ kind: 'packageRemaining', below: 5000, unit: 'requests' }))).toBe(
      'Пакет: осталось меньше 5 000 запросов',
    );
    expect(words({ kind: 'quiet', hours: 2 })).toBe('Нет запросов 2 часа');
    expect(words({ kind: 'quiet', hours: 5 })).toBe('Нет запросов 5 часов');
    expect(words({ kind: 'quiet', hours: 21 })).toBe('Нет запросов 21 час');
  });

  it('writes money from tiyn in the reader’s locale, and says it is before VAT', async () => {
    expect(nbsp(words({ kind: 'spend', aboveMinor: 15_000_050, currency: 'KZT' }))).toBe(
      'Расходы за месяц без НДС: больше 150 000,50 ₸',
    );
    await changeLanguage('en');
    expect(words({ kind: 'spend', aboveMinor: 50_000, currency: 'USD' })).toBe(
      'Spend this month before VAT: above $500.00',
    );
    await changeLanguage('kk');
    expect(words({ kind: 'spend', aboveMinor: 50_000, currency: 'USD' })).toMatch(/^ҚҚС-сыз/);
  });

  it('says the error rate with its least hour, in English and Kazakh', async () => {
    await changeLanguage('en');
    expect(words({ kind: 'errorRate', abovePercent: 5, minRequests: 20 })).toBe(
      'Errors over the last hour: above 5%, once the hour holds 20 requests',
    );
    expect(words({ kind: 'packageRemaining', below: 1, unit: 'requests' })).toBe(
      'Package: fewer than 1 request left',
    );
    await changeLanguage('kk');
    expect(words({ kind: 'errorRate', abovePercent: 5, minRequests: 20 })).toBe(
      'Соңғы сағаттағы қателер: 5% шегінен жоғары, сағатта кемінде 20 сұрау болса',
    );
    expect(words({ kind: 'quiet', hours: 6 })).toBe('6 сағат бойы сұрау жоқ');
  });

  it('gives a value in its condition’s unit', async () => {
    const spend = { kind: 'spend', aboveMinor: 100, currency: 'KZT' } as const;
    expect(nbsp(alertValueText(spend, 123_456, i18n.t, 'ru'))).toBe('1 234,56 ₸');
    const share = { kind: 'packageRemaining', below: 10, unit: 'percent' } as const;
    expect(alertValueText(share, 7.25, i18n.t, 'ru')).toBe('7,3%');
    await changeLanguage('en');
    const left = { kind: 'packageRemaining', below: 10, unit: 'requests' } as const;
    expect(alertValueText(left, 3, i18n.t, 'en')).toBe('3 requests');
  });

  it('says the forecast’s conditions and values in each language', async () => {
    expect(nbsp(words({ kind: 'projectedSpend', aboveMinor: 15_000_000 }))).toBe(
      'Прогноз расходов на конец месяца с НДС: больше 150 000,00 ₸',
    );
    const runsOut = { kind: 'packageRunsOut' } as const;
    expect(words(runsOut)).toBe('Пакет закончится до конца месяца по прогнозу');
    expect(alertValueText(runsOut, 20, i18n.t, 'ru')).toBe('закончится 20-го числа');
    expect(alertValueText(runsOut, 0, i18n.t, 'ru')).toBe('не раньше конца месяца');
    await changeLanguage('en');
    expect(words({ kind: 'projectedSpend', aboveMinor: 50_000 })).toMatch(
      /^Projected month-end spend with VAT: above .*500\.00$/,
    );
    expect(alertValueText(runsOut, 20, i18n.t, 'en')).toBe('runs out on day 20');
    await changeLanguage('kk');
    expect(words(runsOut)).toBe('Болжам бойынша пакет ай аяқталғанша таусылады');
    expect(alertValueText(runsOut, 20, i18n.t, 'kk')).toBe('айдың 20-күні таусылады');
  });

  it('words a notification: what happened, the condition and value, and whose', async () => {
    const notification: Pick<Notification, 'type' | 'alert'> = {
      type: 'alert.triggered',
      alert: {
        ruleId: 3,
        partner: { id: 7, login: 'romashka', name: 'ТОО «Ромашка»' },
        user: { id: 9, login: 'ivan', name: 'Иван' },
        service: null,
        condition: { kind: 'packageRemaining', below: 10, unit: 'percent' },
        value: 8,
      },
    };
    expect(notificationText(notification, i18n.t, 'ru')).toEqual({
      title: 'Оповещение сработало',
      text: 'Пакет: осталось меньше 10% (значение: 8%)',
      scope: 'ТОО «Ромашка» · ivan · все сервисы',
    });
    await changeLanguage('kk');
    const resolved = { ...notification, type: 'alert.resolved' as const };
    expect(notificationText(resolved, i18n.t, 'kk').title).toBe('Ескерту алынды');
    expect(
      alertScopeText(
        { ...notification.alert, user: null, service: { id: 1, code: 'x', name: 'Поиск' } },
        i18n.t,
      ),
    ).toBe('ТОО «Ромашка» · Поиск');
  });
});
