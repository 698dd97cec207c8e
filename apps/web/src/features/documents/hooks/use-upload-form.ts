import { useState, type FormEvent } from 'react';
import { MAX_UPLOAD_BYTES, UploadDocumentFields } from '@cabinet/contract';
import { useTranslation } from 'react-i18next';
import { installZodMessages } from '../../../lib/forms/zod-messages';
import { isHttpError } from '../../../lib/http';
import { translateMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import type { MonthRef } from '../../../lib/dates';
import { useUploadDocument } from '../queries';

installZodMessages();

export const MEGABYTES = Math.round(MAX_UPLOAD_BYTES / 1024 / 1024);
type Field = 'title' | 'month' | 'year' | 'file';
export type UploadErrors = Partial<Record<Field, string>>;
type Errors = UploadErrors;

/**
 * The upload dialog's form: title, month and file, checked before sending (the contract's rules,
 * the size limit), sent with its progress, the server's 422 put beside its fields.
 */
export function useUploadForm(partnerId: number, initialMonth: MonthRef, onClose: () => void) {
  const { t } = useTranslation('documents');
  const upload = useUploadDocument();
  const [title, setTitle] = useState('');
  const [month, setMonth] = useState(initialMonth);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [progress, setProgress] = useState(0);

  const reset = () => {
    setTitle('');
    setMonth(initialMonth);
    setFile(null);
    setErrors({});
    setFailure(undefined);
    setProgress(0);
  };
  const close = () => {
    if (upload.isPending) return;
    reset();
    onClose();
  };

  const validate = (): Errors => {
    const found: Errors = {};
    const fields = UploadDocumentFields.safeParse({ title, ...month });
    if (!fields.success) {
      for (const issue of fields.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= translateMessage(issue.message) ?? issue.message;
      }
    }
    if (!file) found.file = t('documents.fileRequired');
    else if (file.size > MAX_UPLOAD_BYTES)
      found.file = t('documents.tooLarge', { megabytes: MEGABYTES });
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0 || !file) return;
    const form = new FormData();
    form.set('year', String(month.year));
    form.set('month', String(month.month));
    form.set('title', title.trim());
    form.set('file', file, file.name);
    setProgress(0);
    upload.mutate(
      {
        userId: partnerId,
        form,
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      },
      {
        onSuccess: (body) => {
          notify({
            type: 'positive',
            message: body.message ?? t('saved', { name: file.name }),
          });
          reset();
          onClose();
        },
        onError: (error) => {
          if (isHttpError(error) && error.status === 422) {
            const placed: Errors = {};
            for (const [field, messages] of Object.entries(error.fieldErrors)) {
              if (['title', 'month', 'year', 'file'].includes(field))
                placed[field as Field] = messages.join(' ');
            }
            setErrors(placed);
            if (Object.keys(placed).length > 0) return;
          }
          setFailure(error.message);
        },
      },
    );
  };

  return {
    title,
    setTitle,
    month,
    setMonth,
    file,
    chooseFile: (chosen: File | null) => {
      setFile(chosen);
      setErrors((current) => ({ ...current, file: undefined }));
    },
    errors,
    failure,
    progress,
    sending: upload.isPending,
    close,
    submit,
  };
}
