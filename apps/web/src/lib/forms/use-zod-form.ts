import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { focusFirstInvalid } from './focus-first-invalid';
import { installZodMessages } from './zod-messages';

installZodMessages();

/** Lets the refusal render (aria-invalid on the fields) before focus is moved. */
const afterRender = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * react-hook-form driven by a contract schema; errors appear once a field has been left. A submit
 * refused, by the schema or by the server's 422 (applyServerErrors), leaves focus on the first
 * field that says what is wrong, in the form's reading order.
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
  const handleSubmit = ((onValid, onInvalid) => async (event) => {
    const element = (event as BaseSyntheticEvent | undefined)?.target;
    const result = await form.handleSubmit(onValid, onInvalid)(event);
    if (element instanceof HTMLFormElement) {
      await afterRender();
      focusFirstInvalid(element);
    }
    return result;
  }) as typeof form.handleSubmit;
  // One object for the form's life, as useForm's own is: effects that depend on it run once.
  const stable = useRef<typeof form>(null);
  stable.current = Object.assign(stable.current ?? ({} as typeof form), form, { handleSubmit });
  return stable.current;
}
