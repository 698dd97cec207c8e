import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import CopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';

/** A file's SHA-256, shortened (the full value in its tooltip), with a button that copies it. */
export function ShaCell({ sha256, title }: { sha256: string | null; title: string }) {
  const { t } = useTranslation('documents');
  if (!sha256) return <>—</>;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(sha256);
      notify({ type: 'positive', message: t('sha.copied') });
    } catch {
      notify({ type: 'negative', message: t('sha.copyFailed') });
    }
  };
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Tooltip title={sha256}>
        <Box
          component="code"
          data-sha256={sha256}
          tabIndex={0}
          sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', whiteSpace: 'nowrap' }}
        >
          {`${sha256.slice(0, 12)}…`}
        </Box>
      </Tooltip>
      <Tooltip title={t('sha.copy')}>
        <IconButton
          size="small"
          aria-label={`${t('sha.copy')}: ${title}`}
          onClick={() => void copy()}
        >
          <CopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
