import {
  CalendarQuery,
  CalendarResponse,
  ChartsQuery,
  ChartsResponse,
  DashboardResponse,
  HOURLY_MAX_DAYS,
  Permission,
} from '@cabinet/contract';
import { addDays, format } from 'date-fns';
import type { AppDeps } from '../../core/deps.js';
import { callerOf } from '../../core/auth/guard.js';
import { scopeOf, usersOf } from '../../core/auth/scope.js';
import { calendarEvents } from './calendar-events.js';
import { countsByHour } from './hours.js';
import { packageBalance } from './packages.js';
import { ZERO, accountKindOf, add, countsByAccount, countsByDay, countsByService } from './sums.js';
import { ok } from '../../core/http/answers.js';
import { routeDeclarers, routesPlugin } from '../../core/http/route-definer.js';

const route = routeDeclarers<{ deps: AppDeps }>(['dashboard']);
const TOP = 5;

const daysBefore = (day: string, n: number) =>
  format(addDays(new Date(`${day}T00:00:00`), -n), 'yyyy-MM-dd');

const overview = route.get(
  '/api/dashboard',
  'Today’s and this month’s requests and revenue, the last 30 days, the leaders and the open packages’ balance, of the caller’s scope',
  { response: { 200: DashboardResponse } },
  { access: { permission: Permission.reportsView } },
  async ({ deps: { db, calendar, clock } }, request) => {
    const caller = callerOf(request);
    const scope = await usersOf(db, scopeOf(caller));
    const today = calendar.today(clock.now());
    const monthStart = `${today.slice(0, 7)}-01`;
    const thirtyDaysAgo = daysBefore(today, 29);
    const from = monthStart < thirtyDaysAgo ? monthStart : thirtyDaysAgo;
    const kind = accountKindOf(caller);
    const [days, services, accounts, packages] = await Promise.all([
      countsByDay(db, scope, from, today),
      countsByService(db, scope, monthStart, today),
      countsByAccount(db, scope, kind, monthStart, today),
      packageBalance(db, scope, today),
    ]);
    const monthCounts = days.filter((d) => d.day >= monthStart).reduce(add, ZERO);
    const { day: _day, ...todayCounts } = days[days.length - 1]!;
    return {
      success: true as const,
      data: {
        today,
        currency: 'KZT',
        todayCounts,
        monthCounts: {
          requests: monthCounts.requests,
          successful: monthCounts.successful,
          failed: monthCounts.failed,
          billable: monthCounts.billable,
          amountMinor: monthCounts.amountMinor,
        },
        days: days.filter((d) => d.day >= thirtyDaysAgo),
        topServices: services.slice(0, TOP),
        accountKind: kind,
        topAccounts: accounts.slice(0, TOP),
        packages,
      },
    };
  },
);

const charts = route.get(
  '/api/dashboard/charts',
  'Usage of the last 7, 30 or 90 days by day, service, account and hour of the day (the last 7 days)',
  { querystring: ChartsQuery, response: { 200: ChartsResponse } },
  { access: { permission: Permission.reportsView } },
  async ({ deps: { db, calendar, clock, dialect } }, request) => {
    const caller = callerOf(request);
    const scope = await usersOf(db, scopeOf(caller));
    const to = calendar.today(clock.now());
    const from = daysBefore(to, request.query.days - 1);
    const hourlyFrom = daysBefore(to, Math.min(request.query.days, HOURLY_MAX_DAYS) - 1);
    const kind = accountKindOf(caller);
    const [days, byService, byAccount, byHour] = await Promise.all([
      countsByDay(db, scope, from, to),
      countsByService(db, scope, from, to),
      countsByAccount(db, scope, kind, from, to),
      countsByHour(db, dialect, calendar, scope, hourlyFrom, to),
    ]);
    return ok({ from, to, days, byService, accountKind: kind, byAccount, hourlyFrom, byHour });
  },
);

const monthCalendar = route.get(
  '/api/dashboard/calendar',
  'What ends in a month: tariffs, packages and service assignments in the caller’s scope',
  { querystring: CalendarQuery, response: { 200: CalendarResponse } },
  { access: { permission: Permission.tariffView } },
  async ({ deps: { db, calendar } }, request) => {
    const scope = await usersOf(db, scopeOf(callerOf(request)));
    const { year, month } = request.query;
    return ok(await calendarEvents(db, calendar, scope, year, month));
  },
);

export const dashboardRoutes = routesPlugin(overview, charts, monthCalendar);
