import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageHeading } from '../../lib/ui/PageHeading';

/** error404Page: any address the route table does not know. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}
      data-testid="not-found"
    >
      <Typography
        variant="h1"
        component="p"
        color="primary"
        sx={{ fontWeight: 700, fontSize: { xs: 72, sm: 112 } }}
        aria-hidden
      >
        404
      </Typography>
      <PageHeading>{t('routes.error404Page')}</PageHeading>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('notFound.text', { path: pathname })}
      </Typography>
      <Button component={Link} to="/" variant="contained">
        {t('common.toMain')}
      </Button>
    </Stack>
  );
}
