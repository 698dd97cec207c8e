import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';

/** A download button that shows a spinner and stays disabled while its file comes. */
export function DownloadButton({
  busy,
  icon = <DownloadIcon />,
  children,
  ...props
}: ButtonProps & { busy: boolean; icon?: ReactNode }) {
  return (
    <Button
      variant="outlined"
      {...props}
      disabled={busy || props.disabled}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : icon}
    >
      {children}
    </Button>
  );
}
