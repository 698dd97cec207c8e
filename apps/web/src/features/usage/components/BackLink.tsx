import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { RouterLink } from '../../../lib/ui';

/** A quiet link one level up (from the register to the day report, from there to the list). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <RouterLink
      to={to}
      underline="hover"
      color="text.secondary"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1, fontSize: '0.875rem' }}
    >
      <ArrowBackIcon sx={{ fontSize: 16 }} aria-hidden />
      {children}
    </RouterLink>
  );
}
