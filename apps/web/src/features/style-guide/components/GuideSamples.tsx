import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { SPACING_PX } from '../../../app/theme';
import { useAuth } from '../../../lib/session';

const COLORS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;
const VARIANTS = ['h4', 'h5', 'h6', 'subtitle1', 'body1', 'body2', 'caption'] as const;

/** A card's header: the signed-in user's avatar, name, e-mail, permission count and roles. */
export function UserCard() {
  const { t } = useTranslation('style-guide');
  const user = useAuth((s) => s.user);
  const name = user ? [user.name, user.surname].filter(Boolean).join(' ') || user.login : '';
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden>
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h3">
          {name}
        </Typography>
        <Typography color="text.secondary">
          {user?.email} · {t('permissions', { count: user?.permissions.length ?? 0 })}
        </Typography>
        <Stack
          direction="row"
          spacing={0.5}
          useFlexGap
          sx={{ mt: 0.5, flexWrap: 'wrap' }}
          aria-label={t('roles')}
        >
          {(user?.roles ?? []).map((role) => (
            <Chip key={role.id} size="small" variant="outlined" label={role.name} />
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}

/** The theme's colours, each a swatch with its hex value. */
export function PaletteSwatches() {
  const theme = useTheme();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
      }}
    >
      {COLORS.map((color) => (
        <Box
          key={color}
          sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
        >
          <Box
            sx={{
              bgcolor: `${color}.main`,
              color: `${color}.contrastText`,
              p: 1.5,
              fontWeight: 600,
            }}
          >
            {color}
          </Box>
          <Typography variant="caption" sx={{ display: 'block', p: 1, fontFamily: 'monospace' }}>
            {theme.palette[color].main}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The spacing steps, each a bar as long as four of it. */
export function SpacingScale() {
  return (
    <Stack spacing={1}>
      {Object.entries(SPACING_PX).map(([name, px]) => (
        <Stack key={name} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography sx={{ width: 80, fontFamily: 'monospace' }}>
            {name} · {px}px
          </Typography>
          <Box
            sx={{ width: px * 4, height: px, bgcolor: 'primary.main', borderRadius: 0.5 }}
            aria-hidden
          />
        </Stack>
      ))}
    </Stack>
  );
}

/** The type variants, each named and shown with a sample. */
export function TypeScale() {
  const { t } = useTranslation('style-guide');
  return VARIANTS.map((variant) => (
    <Stack
      key={variant}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0, sm: 2 }}
      sx={{ alignItems: { sm: 'baseline' }, mb: 1 }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ width: 140, flex: 'none' }}>
        {t(`variants.${variant}`)}
      </Typography>
      <Typography variant={variant} component="p">
        {t('sample')}
      </Typography>
    </Stack>
  ));
}
