import { useState } from 'react';
import Button from '@mui/material/Button';
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
import { notify } from '../../../lib/notify';
import { useRequestDetail } from '../queries';
import { PayloadView } from './PayloadView';
import { DetailWait } from './request-detail/DetailWait';
import { RequestFacts } from './request-detail/RequestFacts';

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
  const { t } = useTranslation('usage');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // While the dialog fades out, it keeps showing the request it had.
  const [shown, setShown] = useState(requestId);
  if (requestId && requestId !== shown) setShown(requestId);
  const detail = useRequestDetail(userId, serviceId, shown);
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
        {detail.isPending || detail.isError ? (
          <DetailWait detail={detail} />
        ) : (
          data && (
            <Stack spacing={3}>
              <RequestFacts data={data} userLabel={userLabel} />
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
