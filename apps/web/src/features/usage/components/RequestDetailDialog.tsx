import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import LinkIcon from '@mui/icons-material/Link';
import { useTranslation } from 'react-i18next';
import { useBillableOutcomesText } from '../../../lib/billing';
import { formatMoney, withZone } from '../../../lib/format';
import { isHttpError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { formatDuration, formatMomentWithSeconds } from '../format';
import { useRequestDetail } from '../queries';
import { PayloadView } from './PayloadView';
import { RequestStatus } from './RequestStatus';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** One request of the register: when, who, outcome, price, and its payloads pretty-printed. */
export function RequestDetailDialog({
  userId,
  serviceId,
  requestId,
  userLabel,
  onClose,
}: {
  userId: number;
  serviceId: number;
  requestId?: string;
  /** The login of a request's user, when the register mixes several users. */
  userLabel?: (userId: number) => string | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('usage');
  const lang = i18n.language;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // While the dialog fades out, it keeps showing the request it had.
  const [shown, setShown] = useState(requestId);
  if (requestId && requestId !== shown) setShown(requestId);
  const detail = useRequestDetail(userId, serviceId, shown);
  const ruleText = useBillableOutcomesText();
  const data = detail.data;

  // The page's own address names the request (`?request=`) with the register's filters around it.
  const copyLink = async () => {
    const link = window.location.href;
    try {
      await navigator.clipboard.writeText(link);
      notify({ type: 'positive', message: t('detail.linkCopied') });
    } catch {
      // no clipboard (an insecure origin): the link is shown to be copied by hand
      notify({ type: 'info', message: link });
    }
  };

  const pricing = data
    ? !data.billable
      ? t('register.notBillable')
      : data.coveredByPackage
        ? t('register.covered')
        : formatMoney(data.amountMinor, 'KZT', lang)
    : '';

  return (
    <Dialog
      open={Boolean(requestId)}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="request-detail-title"
      data-testid="request-detail"
    >
      <DialogTitle id="request-detail-title" sx={{ pr: 7 }}>
        {t('detail.title')}
        <Typography
          component="div"
          sx={{ fontFamily: 'monospace', fontSize: '0.95rem', overflowWrap: 'anywhere' }}
          color="text.secondary"
        >
          {shown}
        </Typography>
      </DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label={t('common.close')}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {detail.isPending ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', p: 2 }} role="status">
            <CircularProgress size={24} aria-hidden />
            <Typography>{t('common.loading')}</Typography>
          </Stack>
        ) : detail.isError ? (
          <Alert
            severity={
              isHttpError(detail.error) && detail.error.status === 404 ? 'warning' : 'error'
            }
            role="alert"
            action={
              isHttpError(detail.error) && detail.error.status === 404 ? undefined : (
                <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
                  {t('common.retry')}
                </Button>
              )
            }
          >
            {detail.error.message}
          </Alert>
        ) : (
          data && (
            <Stack spacing={3}>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: {
                    xs: 'repeat(2, minmax(0, 1fr))',
                    sm: 'repeat(4, minmax(0, 1fr))',
                  },
                  gap: 2,
                }}
              >
                <Field label={withZone(t('fields.requestedAt'), lang)}>
                  {formatMomentWithSeconds(data.requestedAt, lang)}
                </Field>
                <Field label={t('fields.status')}>
                  <Box
                    component="span"
                    sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}
                  >
                    <RequestStatus status={data.status} />
                    <span>HTTP {data.httpStatus}</span>
                  </Box>
                </Field>
                <Field label={t('fields.durationMs')}>
                  {formatDuration(data.durationMs, lang)}
                </Field>
                <Field label={t('fields.amount')}>
                  {pricing}
                  {/* Why it is paid for, or not: the service's rule (a failure may be billed). */}
                  <Typography
                    component="span"
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                    data-testid="billing-rule"
                  >
                    {t('detail.billingRule', { rule: ruleText(data.billableOutcomes) })}
                  </Typography>
                </Field>
                <Field label={t('fields.subject')}>
                  <Box component="span" sx={{ fontFamily: 'monospace' }}>
                    {data.subject || '—'}
                  </Box>
                </Field>
                <Field label={t('fields.user')}>
                  {userLabel?.(data.userId) ?? `#${data.userId}`}
                </Field>
              </Box>
              <PayloadView title={t('detail.request')} payload={data.requestPayload} />
              <PayloadView title={t('detail.response')} payload={data.responsePayload} />
            </Stack>
          )
        )}
      </DialogContent>
      <DialogActions>
        {data && (
          <Button startIcon={<LinkIcon />} onClick={() => void copyLink()} sx={{ mr: 'auto' }}>
            {t('detail.copyLink')}
          </Button>
        )}
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
