import { z } from 'zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FormTextField, useZodForm } from '../../src/lib/forms';
import { FormActions } from '../../src/lib/forms/FormActions';
import { FormShell } from '../../src/lib/forms/FormShell';
import { useFormSubmit } from '../../src/lib/forms/use-form-submit';
import { HttpError } from '../../src/lib/http';

const Schema = z.object({ name: z.string().min(1) });

function NameForm({ send }: { send: (values: { name: string }) => Promise<unknown> }) {
  const form = useZodForm(Schema, { name: '' });
  const { onSubmit, formError, busy } = useFormSubmit(form, ['name'], send);
  return (
    <FormShell
      label="Имя"
      onSubmit={onSubmit}
      error={formError}
      intro={<p>Как вас зовут</p>}
      paperWidth={480}
      actions={<FormActions cancelTo="/back" busy={busy} />}
    >
      <FormTextField control={form.control} name="name" label="Имя" />
    </FormShell>
  );
}

const renderForm = (send: (values: { name: string }) => Promise<unknown>) =>
  render(
    <MemoryRouter>
      <NameForm send={send} />
    </MemoryRouter>,
  );

describe('FormShell and useFormSubmit', () => {
  it('sends the checked values and shows no failure', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    renderForm(send);
    expect(screen.getByRole('form', { name: 'Имя' })).toBeTruthy();
    expect(screen.getByText('Как вас зовут')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Отмена' }).getAttribute('href')).toBe('/back');
    await userEvent.type(screen.getByRole('textbox', { name: 'Имя' }), 'Аян');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(send).toHaveBeenCalledWith({ name: 'Аян' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts a 422 beside its field and any other failure above the form', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new HttpError(422, 'Проверьте поля', { name: ['Занято'] }))
      .mockRejectedValueOnce(new Error('Сервер недоступен'));
    renderForm(send);
    await userEvent.type(screen.getByRole('textbox', { name: 'Имя' }), 'Аян');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Занято')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Сервер недоступен');
  });
});
