import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { dismiss, notifyStore, type Notification } from './notify-store';
import { NOTIFY_POSITIONS, type NotifyPosition, type NotifyType } from './rules';

const SEVERITY: Record<NotifyType, AlertColor> = {
  positive: 'success',
  negative: 'error',
  warning: 'warning',
  info: 'info',
  ongoing: 'info',
};

const EDGE = 16;
const PLACEMENT: Record<NotifyPosition, SxProps<Theme>> = {
  'top-left': { top: EDGE, left: EDGE, alignItems: 'flex-start' },
  'top-right': { top: EDGE, right: EDGE, alignItems: 'flex-end' },
  'bottom-left': { bottom: EDGE, left: EDGE, alignItems: 'flex-start' },
  'bottom-right': { bottom: EDGE, right: EDGE, alignItems: 'flex-end' },
  top: { top: EDGE, left: '50%', transform: 'translateX(-50%)', alignItems: 'center' },
  bottom: { bottom: EDGE, left: '50%', transform: 'translateX(-50%)', alignItems: 'center' },
  left: { top: '50%', left: EDGE, transform: 'translateY(-50%)', alignItems: 'flex-start' },
  right: { top: '50%', right: EDGE, transform: 'translateY(-50%)', alignItems: 'flex-end' },
  center: {
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    alignItems: 'center',
  },
};

const BADGE_ANCHOR = {
  'top-left': { vertical: 'top', horizontal: 'left' },
  'top-right': { vertical: 'top', horizontal: 'right' },
  'bottom-left': { vertical: 'bottom', horizontal: 'left' },
  'bottom-right': { vertical: 'bottom', horizontal: 'right' },
} as const;

function NotificationItem({ item }: { item: Notification }) {
  const { t } = useTranslation();
  const urgent = item.type === 'negative' || item.type === 'warning';
  return (
    <Badge
      badgeContent={item.count > 1 ? item.count : 0}
      color="secondary"
      anchorOrigin={BADGE_ANCHOR[item.badgePosition]}
      sx={{ pointerEvents: 'auto', maxWidth: '100%' }}
    >
      <Alert
        variant="filled"
        severity={SEVERITY[item.type]}
        role={urgent ? 'alert' : 'status'}
        icon={item.spinner ? <CircularProgress size={20} color="inherit" /> : undefined}
        onClose={() => dismiss(item.id)}
        slotProps={{ closeButton: { title: t('common.close'), 'aria-label': t('common.close') } }}
        sx={{ minWidth: { sm: 320 }, maxWidth: 560, boxShadow: 6 }}
        data-notify-type={item.type}
      >
        {item.caption ? <AlertTitle>{item.message}</AlertTitle> : item.message}
        {item.caption}
      </Alert>
    </Badge>
  );
}

/** Draws the notifications of `notify()`, grouped by their position on the screen. */
export function NotifyHost() {
  const items = useStore(notifyStore, (s) => s.items);
  return (
    <>
      {NOTIFY_POSITIONS.map((position) => {
        const here = items.filter((item) => item.position === position);
        if (here.length === 0) return null;
        return (
          <Box
            key={position}
            aria-live="polite"
            data-notify-position={position}
            sx={{
              position: 'fixed',
              zIndex: (theme) => theme.zIndex.snackbar,
              display: 'flex',
              flexDirection: position.startsWith('bottom') ? 'column-reverse' : 'column',
              gap: 1,
              maxWidth: `calc(100vw - ${2 * EDGE}px)`,
              pointerEvents: 'none',
              ...PLACEMENT[position],
            }}
          >
            {here.map((item) => (
              <NotificationItem key={item.id} item={item} />
            ))}
          </Box>
        );
      })}
    </>
  );
}
