import type { CalendarEvent } from '@cabinet/contract';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader, QueryState } from '../../../lib/ui';
import { CalendarGrid } from '../components/calendar/CalendarGrid';
import { EventList } from '../components/calendar/EventList';
import { MonthNav } from '../components/calendar/MonthNav';
import { useCalendar, useEventText } from '../hooks/use-calendar';

/** /Calendar: what ends in a month (tariffs, packages, service assignments), as a month grid. */
export default function CalendarPage() {
  const { t } = useTranslation('dashboard');
  const { today, thisMonth, current, events, go } = useCalendar();
  const { titleOf, linkOf } = useEventText();

  return (
    <>
      <PageHeader
        title={t('routes.calendarPage')}
        subtitle={t('calendar.intro')}
        actions={<MonthNav current={current} thisMonth={thisMonth} go={go} />}
      />
      <QueryState query={events}>
        {(data) => {
          const byDay = new Map<string, CalendarEvent[]>();
          for (const event of data) byDay.set(event.day, [...(byDay.get(event.day) ?? []), event]);
          return (
            <Stack spacing={2} sx={{ opacity: events.isPlaceholderData ? 0.6 : 1 }}>
              <CalendarGrid current={current} today={today} byDay={byDay} titleOf={titleOf} />
              <EventList events={data} titleOf={titleOf} linkOf={linkOf} />
            </Stack>
          );
        }}
      </QueryState>
    </>
  );
}
