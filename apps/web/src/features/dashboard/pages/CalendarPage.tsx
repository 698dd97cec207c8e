import { Permission, type CalendarEvent } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import TodayIcon from '@mui/icons-material/Today';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  currentMonth,
  dateOf,
  monthInText,
  monthKey,
  monthLabel,
  shiftMonth,
  todayIso,
  weekdayName,
  weeksOf,
  type MonthRef,
} from '../../../lib/dates';
import { formatDay } from '../../../lib/format';
import { monthKeyParam, useUrlState } from '../../../lib/url-state';
import { PageHeader, QueryState, RouterLink } from '../../../lib/ui';
import { useAuth } from '../../../lib/session';
import { dashboardApi } from '../api';

const COLORS: Record<
  CalendarEvent['kind'],
  'warning' | 'info' | 'secondary' | 'success' | 'error'
> = {
  tariffEnds: 'warning',
  packageEnds: 'info',
  assignmentEnds: 'secondary',
  closingDue: 'error',
  monthClosed: 'success',
  documents: 'success',
};

/** /Calendar: what ends in a month (tariffs, packages, service assignments), as a month grid. */
export default function CalendarPage() {
  const { t, i18n } = useTranslation('dashboard');
  const lang = i18n.language;
  const permissions = useAuth((s) => s.user?.permissions ?? []);
  const [params, change] = useUrlState();
  const today = todayIso();
  const thisMonth = currentMonth(today);
  const current = monthKeyParam(params.get('month')) ?? thisMonth;
  const events = useQuery({
    queryKey: ['dashboard', 'calendar', monthKey(current)],
    queryFn: () => dashboardApi.calendar(current.year, current.month),
    placeholderData: keepPreviousData,
  });
  const go = (month: MonthRef) =>
    change({ month: monthKey(month) === monthKey(thisMonth) ? null : monthKey(month) });

  const title = monthLabel(current, lang);
  // 1 January 2024 was a Monday.
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    weekdayName(dateOf(`2024-01-0${i + 1}`), lang, 'short'),
  );
  const monthName = (period: string) => {
    const month = monthKeyParam(period);
    return month ? monthInText(month, lang) : period;
  };
  const titleOf = (event: CalendarEvent) => {
    const key = {
      documents: 'documentsTitle',
      monthClosed: 'closedTitle',
      closingDue: 'dueTitle',
    }[event.kind as string];
    if (!key) return event.title;
    return t(`calendar.${key}`, {
      month: monthName(event.title),
      count: event.count ?? 0,
    });
  };
  const linkOf = (event: CalendarEvent) => {
    const { tariffId, userId, serviceId } = event.ref;
    if (['documents', 'monthClosed', 'closingDue'].includes(event.kind))
      return permissions.includes(Permission.documentsView)
        ? event.kind === 'documents' && userId
          ? `/admin/${userId}/documents`
          : '/admin/all/documents'
        : undefined;
    if (event.kind === 'tariffEnds' && tariffId && permissions.includes(Permission.tariffEdit))
      return `/tariff/edit/${tariffId}`;
    if (event.kind === 'packageEnds' && userId && serviceId)
      return `/users/${userId}/tariff-packages/${serviceId}`;
    if (event.kind === 'assignmentEnds' && userId && permissions.includes(Permission.servicesEdit))
      return `/admin/${userId}/services`;
    return undefined;
  };

  return (
    <>
      <PageHeader
        title={t('routes.calendarPage')}
        subtitle={t('calendar.intro')}
        actions={
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Tooltip title={t('calendar.previous')}>
              <IconButton
                aria-label={t('calendar.previous')}
                onClick={() => go(shiftMonth(current, -1))}
              >
                <ChevronLeftIcon />
              </IconButton>
            </Tooltip>
            <Typography
              component="h2"
              variant="subtitle1"
              aria-live="polite"
              sx={{
                minWidth: 150,
                textAlign: 'center',
                fontWeight: 600,
              }}
            >
              {title}
            </Typography>
            <Tooltip title={t('calendar.next')}>
              <IconButton
                aria-label={t('calendar.next')}
                onClick={() => go(shiftMonth(current, 1))}
              >
                <ChevronRightIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('calendar.thisMonth')}>
              <IconButton aria-label={t('calendar.thisMonth')} onClick={() => go(thisMonth)}>
                <TodayIcon />
              </IconButton>
            </Tooltip>
          </Stack>
        }
      />
      <QueryState query={events}>
        {(data) => {
          const byDay = new Map<string, CalendarEvent[]>();
          for (const event of data) byDay.set(event.day, [...(byDay.get(event.day) ?? []), event]);
          return (
            <Stack spacing={2} sx={{ opacity: events.isPlaceholderData ? 0.6 : 1 }}>
              <Paper
                variant="outlined"
                sx={{ overflow: 'hidden' }}
                aria-hidden
                data-testid="calendar-grid"
              >
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
            </Stack>
          );
        }}
      </QueryState>
    </>
  );
}
