import { useEffect, useState } from 'react';
import type { PackageRequest } from '@cabinet/contract';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDay } from '../../../lib/format';
import { FormTextField, useZodForm } from '../../../lib/forms';
import { FormDialog } from '../../../lib/forms/FormDialog';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { notify } from '../../../lib/notify';
import { packageRequestsApi as api } from '../api';
import { requestKeys } from '../queries';
import { ApprovalForm, RejectionForm } from '../schemas';
import { PriceFields } from '../../../lib/forms/PriceFields';

export type Decision = { kind: 'approve' | 'reject'; request: PackageRequest };

function useSummary(request: PackageRequest) {
  const { t, i18n } = useTranslation('package-requests');
  return t('approveText', {
    user: request.userName || request.userLogin,
    quota: formatCount(request.quota, i18n.language),
    service: request.serviceName,
    period: t('period', {
      from: formatDay(request.validFrom, i18n.language),
      to: formatDay(request.validTo, i18n.language),
    }),
  });
}

interface DialogProps {
  open: boolean;
  request: PackageRequest;
  onClose: () => void;
}

/** Sends a decision; then the server's word, the lists again, and the dialog closed. */
function useDecide<T>(
  send: (body: T) => Promise<{ message?: string | undefined }>,
  onClose: () => void,
) {
  const client = useQueryClient();
  const decide = useMutation({ mutationFn: send, meta: { quiet: true } });
  return async (body: T) => {
    const answer = await decide.mutateAsync(body);
    notify({ type: 'positive', message: answer.message ?? '' });
    await client.invalidateQueries({ queryKey: requestKeys.all });
    onClose();
  };
}

function ApproveDialog({ open, request, onClose }: DialogProps) {
  const { t } = useTranslation('package-requests');
  const summary = useSummary(request);
  const approve = useDecide(
    (body: Parameters<typeof api.approve>[1]) => api.approve(request.id, body),
    onClose,
  );
  const form = useZodForm(ApprovalForm, { price: '', currency: 'KZT', note: '' });
  const { onSubmit, formError, busy } = useFormSubmit(form, ['price', 'currency', 'note'], approve);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('approveTitle')}
      text={summary}
      error={formError}
      onSubmit={onSubmit}
      submitLabel={t('approve')}
      busy={busy}
      submitColor="success"
    >
      <Stack spacing={2}>
        <PriceFields
          control={form.control}
          priceLabel={t('price')}
          currencyLabel={t('currency')}
          autoFocus
        />
        <FormTextField control={form.control} name="note" label={t('decisionNote')} />
      </Stack>
    </FormDialog>
  );
}

function RejectDialog({ open, request, onClose }: DialogProps) {
  const { t } = useTranslation('package-requests');
  const summary = useSummary(request);
  const reject = useDecide(({ note }: { note: string }) => api.reject(request.id, note), onClose);
  const form = useZodForm(RejectionForm, { note: '' });
  const { onSubmit, formError, busy } = useFormSubmit(form, ['note'], reject);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('rejectTitle')}
      text={summary}
      error={formError}
      onSubmit={onSubmit}
      submitLabel={t('reject')}
      busy={busy}
      submitColor="error"
    >
      <FormTextField
        control={form.control}
        name="note"
        label={t('reason')}
        required
        autoFocus
        multiline
        minRows={2}
      />
    </FormDialog>
  );
}

/** Approve (at a price: the package is created) or reject (with a reason) a pending request. */
export function DecisionDialog({
  decision,
  onClose,
}: {
  decision: Decision | undefined;
  onClose: () => void;
}) {
  // Keeps the content while the dialog fades out.
  const [shown, setShown] = useState(decision);
  useEffect(() => {
    if (decision) setShown(decision);
  }, [decision]);
  if (!shown) return null;
  const Chosen = shown.kind === 'approve' ? ApproveDialog : RejectDialog;
  return (
    <Chosen
      key={`${shown.kind}-${shown.request.id}`}
      open={decision !== undefined}
      request={shown.request}
      onClose={onClose}
    />
  );
}
