import type { ReactNode } from 'react';
import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** What a service card shows of the service itself. */
interface ServiceHead {
  name: string;
  code: string;
  description?: string | null;
}

/**
 * A service as a card (the catalogue's and the partner's services): its name as the card's
 * heading, its code and description, then the sections (`children`) under a divider, and the
 * buttons (`actions`) at the bottom.
 */
export function ServiceCardFrame({
  service,
  titleAside,
  children,
  actions,
}: {
  service: ServiceHead;
  /** Beside the name (a status chip, say). */
  titleAside?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-service-code={service.code}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={2}>
          <Box>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Typography id={titleId} variant="h6" component="h2">
                {service.name}
              </Typography>
              {titleAside}
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
              {service.code}
            </Typography>
            {service.description && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {service.description}
              </Typography>
            )}
          </Box>
          <Divider />
          {children}
        </Stack>
      </CardContent>
      {actions && (
        <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>{actions}</CardActions>
      )}
    </Card>
  );
}

/** One section of a service card, under a small heading. */
export function ServiceCardSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" component="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
}
