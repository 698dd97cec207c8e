import type {
  ControllerFieldState,
  FieldError,
  UseFormStateReturn,
  FieldValues,
} from 'react-hook-form';

/**
 * The error a field shows: once the user has changed it and left it, or has tried to send the
 * form; never for a field only passed through (a login page's focused first field, say).
 */
export function shownError<T extends FieldValues>(
  fieldState: ControllerFieldState,
  formState: UseFormStateReturn<T>,
): FieldError | undefined {
  const visited = fieldState.isTouched && fieldState.isDirty;
  return visited || formState.isSubmitted ? fieldState.error : undefined;
}
