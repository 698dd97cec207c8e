import { useEffect, useState } from 'react';
import type { PackageRequest } from '@cabinet/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDay } from '../../../lib/format';
import { applyServerErrors, FormTextField, useZodForm } from '../../../lib/forms';
import { FormError } from '../../../lib/forms/FormError';
import { notify } from '../../../lib/notify';
import { packageRequestsApi as api } from '../api';
import { requestKeys } from '../queries';
import { ApprovalForm, RejectionForm } from '../schemas';

const CURRENCIES = ['KZT', 'USD', 'EUR', 'RUB'] as const;

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

function ApproveContent({ request, onClose }: { request: PackageRequest; onClose: () => void }) {
  const { t } = useTranslation('package-requests');
  const client = useQueryClient();
  const summary = useSummary(request);
  const approve = useMutation({
    mutationFn: (body: Parameters<typeof api.approve>[1]) => api.approve(request.id, body),
    meta: { quiet: true },
  });
  const { control, handleSubmit, setError, formState } = useZodForm(ApprovalForm, {
    price: '',
    currency: 'KZT',
    note: '',
  });
  const [formError, setFormError] = useState<string>();
  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      const answer = await approve.mutateAsync(body);
      notify({ type: 'positive', message: answer.message ?? '' });
      await client.invalidateQueries({ queryKey: requestKeys.all });
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['price', 'currency', 'note']));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="decision-title">
      <DialogTitle id="decision-title">{t('approveTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{summary}</DialogContentText>
        <Stack spacing={2}>
          <FormError message={formError} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={control}
              name="price"
              label={t('price')}
              required
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <FormTextField
              control={control}
              name="currency"
              select
              label={t('currency')}
              sx={{ minWidth: 120 }}
              fullWidth={false}
            >
              {CURRENCIES.map((code) => (
                <MenuItem key={code} value={code}>
                  {code}
                </MenuItem>
              ))}
            </FormTextField>
          </Stack>
          <FormTextField control={control} name="note" label={t('decisionNote')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" color="success" disabled={formState.isSubmitting}>
          {t('approve')}
        </Button>
      </DialogActions>
    </form>
  );
}

function RejectContent({ request, onClose }: { request: PackageRequest; onClose: () => void }) {
  const { t } = useTranslation('package-requests');
  const client = useQueryClient();
  const summary = useSummary(request);
  const reject = useMutation({
    mutationFn: (note: string) => api.reject(request.id, note),
    meta: { quiet: true },
  });
  const { control, handleSubmit, setError, formState } = useZodForm(RejectionForm, { note: '' });
  const [formError, setFormError] = useState<string>();
  const onSubmit = handleSubmit(async ({ note }) => {
    setFormError(undefined);
    try {
      const answer = await reject.mutateAsync(note);
      notify({ type: 'positive', message: answer.message ?? '' });
      await client.invalidateQueries({ queryKey: requestKeys.all });
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['note']));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="decision-title">
      <DialogTitle id="decision-title">{t('rejectTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{summary}</DialogContentText>
        <Stack spacing={2}>
          <FormError message={formError} />
          <FormTextField
            control={control}
            name="note"
            label={t('reason')}
            required
            autoFocus
            multiline
            minRows={2}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" color="error" disabled={formState.isSubmitting}>
          {t('reject')}
        </Button>
      </DialogActions>
    </form>
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
  return (
    <Dialog
      open={decision !== undefined}
      onClose={onClose}
      aria-labelledby="decision-title"
      fullWidth
      maxWidth="sm"
    >
      {shown?.kind === 'approve' && (
        <ApproveContent key={shown.request.id} request={shown.request} onClose={onClose} />
      )}
      {shown?.kind === 'reject' && (
        <RejectContent key={shown.request.id} request={shown.request} onClose={onClose} />
      )}
    </Dialog>
  );
}
