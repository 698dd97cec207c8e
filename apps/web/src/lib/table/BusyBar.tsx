import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

/** A thin bar over a table's top edge while its next rows load. */
export function BusyBar({ busy }: { busy: boolean | undefined }) {
  const { t } = useTranslation();
  if (!busy) return null;
  return (
    <LinearProgress
      sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
      aria-label={t('common.loading')}
    />
  );
}
