import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A route failed to load or render, e.g. an old chunk after a new release: offer a reload. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Stack spacing={2} role="alert">
        <Typography variant="h5" component="h1">
          {t('routeError.title')}
        </Typography>
        <Typography color="text.secondary">{t('routeError.text')}</Typography>
        <div>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
