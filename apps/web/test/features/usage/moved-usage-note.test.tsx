import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MovedUsageNote } from '../../../src/features/usage/components/MovedUsageNote';
import { fillSlots } from '../../../src/app/fill-slots';
import { formatMoney } from '../../../src/lib/format';
import { changeLanguage } from '../../../src/lib/i18n';

const late = { usageMonth: '2026-10', billedMonth: '2026-11', requests: 3, amountMinor: 15_000 };
const correction = {
  usageMonth: '2026-10',
  billedMonth: '2026-11',
  requests: 1_496,
  amountMinor: 7_310_000,
};
const text = (id: string) => screen.getByTestId(id).textContent!.replace(/\s/g, ' ');

describe('the note of records billed in another month', () => {
  beforeAll(() => fillSlots());
  afterEach(async () => {
    cleanup();
    await changeLanguage('ru');
  });

  it('says in each language when late records are billed and what corrections a month bills', async () => {
    for (const [language, lateText, correctionText] of [
      [
        'ru',
        'Поступили после закрытия, учтены в ноябре 2026: 3 запроса, ',
        'Корректировка за октябрь 2026 в счёте этого месяца: 1 496 запросов, ',
      ],
      [
        'en',
        'Arrived after closing, billed in November 2026: 3 requests, ',
        'Correction for October 2026 billed this month: 1,496 requests, ',
      ],
      [
        'kk',
        'Жабылғаннан кейін түсті, 2026 жылғы қарашада есепке алынды: 3 сұрау, ',
        'Осы айдың шотындағы түзету (қазан 2026): 1 496 сұрау, ',
      ],
    ] as const) {
      await changeLanguage(language);
      render(<MovedUsageNote late={[late]} corrections={[correction]} />);
      const money = (minor: number) => formatMoney(minor, 'KZT', language).replace(/\s/g, ' ');
      expect(text('late-note')).toBe(lateText + money(15_000));
      expect(text('correction-note').startsWith(correctionText + money(7_310_000))).toBe(true);
      cleanup();
    }
  });

  it('shows nothing when every record is billed in its own month', () => {
    render(<MovedUsageNote late={[]} corrections={[]} />);
    expect(screen.queryByTestId('moved-usage')).toBeNull();
  });
});
