import Link, { type LinkProps } from '@mui/material/Link';
import { Link as RouterLinkBase } from 'react-router';

/** A MUI link that navigates through the router. */
export function RouterLink({ to, ...props }: LinkProps & { to: string }) {
  return <Link component={RouterLinkBase} to={to} {...props} />;
}
