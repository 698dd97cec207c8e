const INVALID = '[aria-invalid="true"], .Mui-error';
const TABBABLE =
  'input:not([type="hidden"]):not([aria-hidden="true"]), textarea, select, button, [role="spinbutton"], [tabindex]:not([tabindex="-1"])';

/**
 * Moves focus to the first field of `form`, in reading order, that says it is invalid: the field
 * itself when it takes focus, else the first part of its control that does (a day field's day, a
 * select's button). Focus already in an invalid field stays there.
 */
export function focusFirstInvalid(form: HTMLFormElement): void {
  const invalid = form.querySelector<HTMLElement>(INVALID);
  if (!invalid) return;
  const control = invalid.closest<HTMLElement>('.MuiFormControl-root') ?? invalid;
  const active = document.activeElement;
  // A day field's hidden input takes focus too, but no one sees it there.
  if (active instanceof HTMLElement && control.contains(active) && active.matches(TABBABLE)) return;
  const target = invalid.matches(TABBABLE) ? invalid : control.querySelector<HTMLElement>(TABBABLE);
  target?.focus();
}
