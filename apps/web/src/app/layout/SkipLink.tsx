import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/** The first tab stop: jumps over the header and menu to the page content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href="#main"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById('main')?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        p: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {t('layout.skipToContent')}
    </Link>
  );
}
