import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A clear "no access" for a route the user's permissions do not cover. */
export default function NoAccessPage() {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}
      data-testid="no-access"
    >
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <BlockIcon color="warning" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h5" component="h1" tabIndex={-1} data-page-heading>
          {t('noAccess.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
          {t('noAccess.text')}
        </Typography>
        <Button component={Link} to="/" variant="contained">
          {t('common.toMain')}
        </Button>
      </Stack>
    </Paper>
  );
}
