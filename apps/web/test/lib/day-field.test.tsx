import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IsoDay } from '@cabinet/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { PickerLocalization } from '../../src/lib/dates/PickerLocalization';
import { useZodForm } from '../../src/lib/forms';
import { DayField, INVALID_DAY } from '../../src/lib/forms/DayField';
import { FormDayField } from '../../src/lib/forms/FormDayField';
import { changeLanguage, type Language } from '../../src/lib/i18n';

/** The field as a screen holds it: the day in state, shown beside it. */
function Harness({
  initial = '',
  max,
  preset,
}: {
  initial?: string;
  max?: string;
  preset?: string;
}) {
  const [day, setDay] = useState(initial);
  return (
    <PickerLocalization>
      <DayField label="С" name="from" value={day} onChange={setDay} max={max} />
      <output data-testid="value">{day}</output>
      {preset && <button onClick={() => setDay(preset)}>preset</button>}
    </PickerLocalization>
  );
}

const shown = () => document.querySelector<HTMLInputElement>('input[name="from"]')!.value;
const value = () => screen.getByTestId('value').textContent;
const field = () => screen.getByRole('group', { name: /^С/ });
const daySection = () => screen.getByRole('spinbutton', { name: 'День' });

async function inLanguage(language: Language) {
  await act(() => changeLanguage(language));
}

afterEach(() => inLanguage('ru'));

describe('DayField', () => {
  it('shows a day as the app’s language writes it, whatever the browser’s', async () => {
    render(<Harness initial="2026-11-05" />);
    expect(shown()).toBe('05.11.2026');
    await inLanguage('en');
    expect(shown()).toBe('11/05/2026');
    await inLanguage('kk');
    expect(shown()).toBe('05.11.2026');
    expect(screen.getByRole('spinbutton', { name: 'Күн' })).toBeTruthy();
    await inLanguage('ru');
    expect(shown()).toBe('05.11.2026');
    expect(value()).toBe('2026-11-05');
  });

  it('is named by its label, and so is its calendar button, in the app’s language', async () => {
    render(<Harness initial="2026-11-05" />);
    expect(field()).toBeTruthy();
    // The button sits in the field's group, so it is heard with the field's name.
    const button = screen.getByRole('button', { name: /^Выберите дату, выбрана дата 5 нояб/ });
    expect(field().contains(button)).toBe(true);
    await inLanguage('kk');
    expect(screen.getByRole('button', { name: /^Күнді таңдаңыз/ })).toBeTruthy();
  });

  it('gives the ISO day typed by keyboard, day first in Russian', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(daySection());
    await user.keyboard('05112026');
    expect(value()).toBe('2026-11-05');
    expect(shown()).toBe('05.11.2026');
    expect(field().getAttribute('aria-invalid')).toBe('false');
  });

  it('reads the month first in English', async () => {
    await inLanguage('en');
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('spinbutton', { name: 'Month' }));
    await user.keyboard('11052026');
    expect(value()).toBe('2026-11-05');
    await user.click(screen.getByRole('spinbutton', { name: 'Month' }));
    await user.keyboard('02312026');
    expect(value()).toBe(INVALID_DAY);
    expect(await screen.findByText('Check the date: MM/DD/YYYY')).toBeTruthy();
  });

  it('says an impossible day is wrong and gives no day for it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(daySection());
    await user.keyboard('31022026');
    expect(value()).toBe(INVALID_DAY);
    expect(await screen.findByText('Проверьте дату: ДД.ММ.ГГГГ')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  it('says a day typed in part is wrong once the field is left', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(daySection());
    await user.keyboard('12');
    expect(value()).toBe('');
    await user.tab();
    await user.tab();
    expect(value()).toBe(INVALID_DAY);
    expect(screen.getByText('Проверьте дату: ДД.ММ.ГГГГ')).toBeTruthy();
  });

  it('refuses a day after `max`, saying which is the last', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-11-05" max="2026-11-20" />);
    await user.click(daySection());
    await user.keyboard('21');
    expect(value()).toBe(INVALID_DAY);
    expect(await screen.findByText('Не позже 20.11.2026')).toBeTruthy();
  });

  it('takes a day set from outside over what was typed', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-11-05" preset="2026-10-01" />);
    await user.click(daySection());
    await user.keyboard('31');
    await user.keyboard('02');
    expect(value()).toBe(INVALID_DAY);
    await user.click(screen.getByRole('button', { name: 'preset' }));
    expect(shown()).toBe('01.10.2026');
    expect(screen.queryByText(/^Проверьте дату/)).toBeNull();
  });
});

describe('DayField on a screen that takes a moment to hand the day back', () => {
  /**
   * As the register's address does: a day comes back later, the filter never takes a wrong one.
   * The test says when the days come back, so that a loaded machine cannot move them between keys.
   */
  const pending: string[] = [];
  let handBack = () => {};

  function Late() {
    const [day, setDay] = useState('2026-11-05');
    handBack = () => pending.splice(0).forEach(setDay);
    return (
      <PickerLocalization>
        <DayField
          label="С"
          name="from"
          value={day}
          onChange={(next) => {
            if (next !== INVALID_DAY) pending.push(next);
          }}
        />
      </PickerLocalization>
    );
  }

  it('keeps what was typed after the day handed back', async () => {
    const user = userEvent.setup();
    render(<Late />);
    await user.click(daySection());
    await user.keyboard('31'); // 03.11 is handed back while 31.11 is already typed
    expect(pending).toEqual(['2026-11-03']);
    act(() => handBack());
    expect(shown()).toBe('31.11.2026');
    expect(screen.getByText('Проверьте дату: ДД.ММ.ГГГГ')).toBeTruthy();
  });
});

describe('FormDayField', () => {
  const Schema = z.object({ day: IsoDay });

  function Form({ onSend }: { onSend: (day: string) => void }) {
    const { control, handleSubmit } = useZodForm(Schema, { day: '' });
    return (
      <PickerLocalization>
        <form onSubmit={handleSubmit((body) => onSend(body.day))}>
          <FormDayField control={control} name="day" label="Дата договора" />
          <button type="submit">send</button>
        </form>
      </PickerLocalization>
    );
  }

  it('sends the typed day, and nothing while what is typed is no day', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Form onSend={onSend} />);
    await user.click(daySection());
    await user.keyboard('3102');
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getByText('Проверьте дату: ДД.ММ.ГГГГ')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();

    await user.click(daySection());
    await user.keyboard('28022026');
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(onSend).toHaveBeenCalledWith('2026-02-28');
    expect(screen.queryByText(/^Проверьте дату/)).toBeNull();
  });
});
