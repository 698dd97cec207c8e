import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '../../lib/ui/PageHeading';

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
        <PageHeading>{t('noAccess.title')}</PageHeading>
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
