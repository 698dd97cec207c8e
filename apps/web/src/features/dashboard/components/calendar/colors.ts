import type { CalendarEvent } from '@cabinet/contract';

/** Each kind of event's colour, on the grid and in the list. */
export const EVENT_COLORS: Record<
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
