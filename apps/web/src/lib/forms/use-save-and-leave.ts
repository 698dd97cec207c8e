import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { notify } from '../notify';
import { useFormSubmit } from './use-form-submit';

interface Saving<Output, Answer> {
  /** What is said when the answer brings no message of its own. */
  saved: string;
  /** Where the page goes once saved. */
  leaveTo: string | ((answer: Answer, values: Output) => string);
  /** The form's kept draft, forgotten once saved. */
  draft?: { clear: () => void };
}

/**
 * An editor page's submit: sends the checked values, forgets the draft, says it is saved and leaves
 * the page; a refusal stays on it, as `useFormSubmit` shows it.
 */
export function useSaveAndLeave<
  Input extends FieldValues,
  Output extends FieldValues,
  Answer extends { message?: string | undefined },
>(
  form: Pick<UseFormReturn<Input, unknown, Output>, 'handleSubmit' | 'setError' | 'formState'>,
  fields: readonly Path<Input>[] | (() => readonly Path<Input>[]),
  save: (values: Output) => Promise<Answer>,
  { saved, leaveTo, draft }: Saving<Output, Answer>,
) {
  const navigate = useNavigate();
  return useFormSubmit(form, fields, async (values) => {
    const answer = await save(values);
    draft?.clear();
    notify({ type: 'positive', message: answer.message ?? saved });
    navigate(typeof leaveTo === 'string' ? leaveTo : leaveTo(answer, values));
  });
}
