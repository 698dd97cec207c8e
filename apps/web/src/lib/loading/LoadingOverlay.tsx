import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { loadingStore, SPINNER_SIZE } from './loading-store';

export function LoadingOverlay() {
  const { t } = useTranslation();
  const { visible, message } = useStore(loadingStore);
  return (
    <Backdrop
      open={visible}
      sx={{
        zIndex: (theme) => theme.zIndex.modal + 1,
        color: '#fff',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <CircularProgress size={SPINNER_SIZE} color="inherit" aria-label={t('common.loading')} />
      {message && <Typography color="inherit">{message}</Typography>}
    </Backdrop>
  );
}
