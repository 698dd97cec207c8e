import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { focusFirstInvalid } from './focus-first-invalid';

/** A contract schema, or its loader: the sign-in page imports zod on first validation only. */
export type FormSchema<Input extends FieldValues, Output extends FieldValues> =
  z.ZodType<Output, Input> | (() => Promise<z.ZodType<Output, Input>>);

/**
 * zodResolver over a schema known on first validation, with zod's messages in the UI language
 * installed then (zod-messages imports zod: it stays out of pages that never validate).
 */
function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: FormSchema<Input, Output>,
): Resolver<Input, unknown, Output> {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([
      typeof schema === 'function' ? schema() : schema,
      import('./zod-messages').then((messages) => messages.installZodMessages()),
    ]).then(([loaded]) => zodResolver(loaded));
    return (await resolver)(values, context, options);
  };
}

/** Lets the refusal render (aria-invalid on the fields) before focus is moved. */
const afterRender = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * react-hook-form driven by a contract schema; errors appear once a field has been left. A submit
 * refused, by the schema or by the server's 422 (applyServerErrors), leaves focus on the first
 * field that says what is wrong, in the form's reading order.
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: FormSchema<Input, Output>,
  defaultValues: DefaultValues<Input>,
) {
  const resolver = useMemo(() => lazyZodResolver(schema), [schema]);
  const form = useForm<Input, unknown, Output>({
    resolver,
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
