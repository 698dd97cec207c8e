import type { CalendarEvent } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../lib/format';
import { RouterLink } from '../../../../lib/ui';
import { EVENT_COLORS as COLORS } from './colors';

/** The month's events as a list: day, kind, what (a link where the user may open it), whose. */
export function EventList({
  events: data,
  titleOf,
  linkOf,
}: {
  events: CalendarEvent[];
  titleOf: (event: CalendarEvent) => string;
  linkOf: (event: CalendarEvent) => string | undefined;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const lang = i18n.language;
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('calendar.list')}
      </Typography>
      {data.length === 0 ? (
        <Typography color="text.secondary" role="status" sx={{ mt: 1 }}>
          {t('calendar.empty')}
        </Typography>
      ) : (
        <List dense data-testid="calendar-events">
          {data.map((event, n) => {
            const to = linkOf(event);
            return (
              <ListItem key={n} disableGutters>
                <ListItemText
                  primary={
                    <Stack
                      direction="row"
                      spacing={1}
                      useFlexGap
                      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <Box
                        component="span"
                        sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 90 }}
                      >
                        {formatDay(event.day, lang)}
                      </Box>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={COLORS[event.kind]}
                        label={t(`calendar.kinds.${event.kind}`)}
                      />
                      {to ? (
                        <RouterLink to={to}>{titleOf(event)}</RouterLink>
                      ) : (
                        <span>{titleOf(event)}</span>
                      )}
                    </Stack>
                  }
                  secondary={event.owner}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
