import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { focusFirstInvalid } from './focus-first-invalid';

/** A contract schema, or its loader: the sign-in page imports zod on first validation only. */
export type FormSchema<Input extends FieldValues, Output extends FieldValues> =
  z.ZodType<Output, Input> | (() => Promise<z.ZodType<Output, Input>>);

let messagesInstalled: Promise<void> | undefined;
const installMessages = () =>
  (messagesInstalled ??= import('./zod-messages').then((messages) =>
    messages.installZodMessages(),
  ));

/**
 * zodResolver over a schema known on first validation, with zod's messages in the UI language
 * installed then (zod-messages imports zod: it stays out of pages that never validate). Once both
 * are there, validation runs as zodResolver's own does, with no extra turn: a field typed into
 * while it is checked must not lose what was typed between two answers.
 */
function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: FormSchema<Input, Output>,
): Resolver<Input, unknown, Output> {
  let ready: Resolver<Input, unknown, Output> | undefined;
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  return (values, context, options) => {
    if (ready) return ready(values, context, options);
    loading ??= Promise.all([
      typeof schema === 'function' ? schema() : schema,
      installMessages(),
    ]).then(([loaded]) => (ready = zodResolver(loaded)));
    return loading.then((resolver) => resolver(values, context, options));
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
  // A form holding its schema has zod already: its messages come at once, so that the first
  // submit's answer does not arrive (and move focus) while the next field is being typed into.
  useEffect(() => {
    if (typeof schema !== 'function') void installMessages();
  }, [schema]);
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
