import type { CalendarEvent } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { dateOf, weekdayName, weeksOf, type MonthRef } from '../../../../lib/dates';
import { EVENT_COLORS as COLORS } from './colors';

/** The month as a grid of weeks, each day with its first events (dots on a phone); hidden from screen readers, who read the list. */
export function CalendarGrid({
  current,
  today,
  byDay,
  titleOf,
}: {
  current: MonthRef;
  today: string;
  byDay: Map<string, CalendarEvent[]>;
  titleOf: (event: CalendarEvent) => string;
}) {
  const { i18n } = useTranslation('dashboard');
  // 1 January 2024 was a Monday.
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    weekdayName(dateOf(`2024-01-0${i + 1}`), i18n.language, 'short'),
  );
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }} aria-hidden data-testid="calendar-grid">
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}>
        {weekdays.map((day) => (
          <Box
            key={day}
            sx={{
              p: 0.75,
              textAlign: 'center',
              typography: 'caption',
              color: 'text.secondary',
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {day}
          </Box>
        ))}
        {weeksOf(current)
          .flat()
          .map((day, i) => {
            const list = (day && byDay.get(day)) || [];
            return (
              <Box
                key={day ?? `empty-${i}`}
                data-day={day ?? undefined}
                sx={{
                  minHeight: { xs: 52, sm: 96 },
                  p: 0.5,
                  borderRight: (i + 1) % 7 ? 1 : 0,
                  borderBottom: 1,
                  borderColor: 'divider',
                  bgcolor: day
                    ? i % 7 > 4
                      ? 'action.hover'
                      : undefined
                    : 'action.disabledBackground',
                  minWidth: 0,
                }}
              >
                {day && (
                  <Typography
                    variant="caption"
                    component="div"
                    sx={{
                      fontWeight: day === today ? 700 : 400,
                      color: day === today ? 'primary.main' : 'text.primary',
                    }}
                  >
                    {Number(day.slice(8))}
                  </Typography>
                )}
                <Stack spacing={0.25} sx={{ display: { xs: 'none', sm: 'flex' } }}>
                  {list.slice(0, 3).map((event, n) => (
                    <Chip
                      key={n}
                      size="small"
                      color={COLORS[event.kind]}
                      label={titleOf(event)}
                      sx={{ maxWidth: '100%', height: 20, fontSize: 11 }}
                    />
                  ))}
                  {list.length > 3 && (
                    <Typography variant="caption" color="text.secondary">
                      +{list.length - 3}
                    </Typography>
                  )}
                </Stack>
                {list.length > 0 && (
                  <Stack
                    direction="row"
                    spacing={0.25}
                    sx={{ display: { xs: 'flex', sm: 'none' }, flexWrap: 'wrap' }}
                  >
                    {list.map((event, n) => (
                      <Box
                        key={n}
                        sx={{
                          width: 8,
                          height: 8,
                          borderRadius: '50%',
                          bgcolor: `${COLORS[event.kind]}.main`,
                        }}
                      />
                    ))}
                  </Stack>
                )}
              </Box>
            );
          })}
      </Box>
    </Paper>
  );
}
