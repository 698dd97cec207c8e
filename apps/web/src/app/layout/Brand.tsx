import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Brand({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component={Link}
      to={to}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
      }}
    >
      {/* A phone's header is full of buttons: the name keeps the room the logo would take. */}
      <Box
        component="img"
        src="/favicon.svg"
        alt=""
        sx={{ width: 28, height: 28, display: { xs: 'none', sm: 'block' } }}
      />
      <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 700 }}>
        {t('app.name')}
      </Typography>
    </Box>
  );
}
