import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../notify';
import { useAuth } from '../session';

/** Never kept, whatever the form: secrets stay in the page. */
const SECRET = /password|secret|token/i;

const storageKey = (userId: number, key: string) => `cabinet.draft.${userId}.${key}`;

function read(id: string): Record<string, unknown> | undefined {
  try {
    const text = sessionStorage.getItem(id);
    return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function write(id: string, values: Record<string, unknown>): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !SECRET.test(name)));
  try {
    sessionStorage.setItem(id, JSON.stringify(kept));
  } catch {
    // storage full or refused: the draft is only a convenience
  }
}

/**
 * A form's unsaved edits kept in this tab's session storage, per user and form, so that they
 * survive a session that expires while the form is open (the login page, then back here): they
 * come back on the form's next mount with a note. `clear` after a successful save. Secrets are
 * never kept; another user signing in in the same tab does not see them.
 */
export function useFormDraft<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  key: string | undefined,
): { clear: () => void } {
  const { t } = useTranslation();
  const userId = useAuth((s) => s.user?.id);
  const id = key && userId !== undefined ? storageKey(userId, key) : undefined;
  const restored = useRef<{ id: string; initial: string } | undefined>(undefined);

  useEffect(() => {
    if (!id) return;
    if (restored.current?.id !== id) {
      restored.current = { id, initial: JSON.stringify(form.getValues()) };
      const saved = read(id);
      if (saved) {
        form.reset({ ...form.getValues(), ...saved }, { keepDefaultValues: true });
        notify({ type: 'info', message: t('forms.draftRestored') });
      }
    }
    const { initial } = restored.current;
    const subscription = form.watch((values) => {
      // Back to what the form opened with: nothing to keep.
      if (JSON.stringify(values) === initial) sessionStorage.removeItem(id);
      else write(id, values as Record<string, unknown>);
    });
    return () => subscription.unsubscribe();
  }, [id, form, t]);

  const clear = useCallback(() => {
    if (id) sessionStorage.removeItem(id);
  }, [id]);
  return { clear };
}
