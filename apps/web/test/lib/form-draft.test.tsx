import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useZodForm } from '../../src/lib/forms';
import { useFormDraft } from '../../src/lib/forms/form-draft';
import { authStore, initialAuthState } from '../../src/lib/session';

const Schema = z.object({ name: z.string(), password: z.string() });

const userOf = (id: number) => ({
  id,
  login: `u${id}`,
  email: `u${id}@x.kz`,
  name: 'U',
  surname: '',
  description: '',
  groups: ['Admin' as const],
  roles: [],
  permissions: [],
  parentId: null,
  last_login_datetime: null,
  emailConfirmed: true,
  sessionIdleMinutes: 10,
});

const signIn = (id: number) =>
  authStore.setState({ ...initialAuthState(), authenticated: true, user: userOf(id) });

/** A form as the cabinet's: the contract's schema, a draft key, `clear` after a save. */
function Form({ onSaved }: { onSaved?: () => void }) {
  const form = useZodForm(Schema, { name: 'ТОО «Ромашка»', password: '' });
  const draft = useFormDraft(form, 'partner:7');
  return (
    <form
      onSubmit={form.handleSubmit(() => {
        draft.clear();
        onSaved?.();
      })}
    >
      <input aria-label="name" {...form.register('name')} />
      <input aria-label="password" {...form.register('password')} />
      <button type="submit">save</button>
    </form>
  );
}

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

describe('form drafts', () => {
  beforeEach(() => {
    sessionStorage.clear();
    signIn(1);
  });
  afterEach(() => authStore.setState(initialAuthState(), true));

  it('come back after the form goes away (a session expired), without secrets', async () => {
    const first = render(<Form />);
    fireEvent.change(field('name'), { target: { value: 'ТОО «Лютик»' } });
    fireEvent.change(field('password'), { target: { value: 'hunter2' } });
    first.unmount();
    // The login page, and the same user back.
    signIn(1);
    render(<Form />);
    expect(field('name').value).toBe('ТОО «Лютик»');
    expect(field('password').value).toBe('');
    expect(JSON.stringify(sessionStorage)).not.toContain('hunter2');
  });

  it('are not shown to another user, and are gone once saved or undone', async () => {
    const first = render(<Form />);
    fireEvent.change(field('name'), { target: { value: 'ТОО «Лютик»' } });
    first.unmount();
    signIn(2);
    const other = render(<Form />);
    expect(field('name').value).toBe('ТОО «Ромашка»');
    other.unmount();

    signIn(1);
    let saved = false;
    const again = render(<Form onSaved={() => (saved = true)} />);
    expect(field('name').value).toBe('ТОО «Лютик»');
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await screen.findByRole('button', { name: 'save' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(saved).toBe(true);
    again.unmount();
    render(<Form />);
    expect(field('name').value).toBe('ТОО «Ромашка»');
  });
});
