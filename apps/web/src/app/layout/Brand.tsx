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
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden
        sx={{ width: 28, height: 28, display: { xs: 'none', sm: 'block' }, flexShrink: 0 }}
      >
        {/* The site's icon (public/favicon.svg), drawn here rather than fetched once more. */}
        <rect width="32" height="32" rx="7" fill="#1f5fae" />
        <path d="M9 10h14v3H9zm0 5h14v3H9zm0 5h9v3H9z" fill="#fff" />
      </Box>
      <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 700 }}>
        {t('app.name')}
      </Typography>
    </Box>
  );
}
