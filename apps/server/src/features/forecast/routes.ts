import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ForecastQuery, ForecastResponse, MessageKey, Permission } from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { assertUserInScope, callerOf } from '../../core/auth/guard.js';
import { isStaff, ownUsersOf } from '../../core/auth/scope.js';
import { forbidden, invalid } from '../../core/http/errors.js';
import { usersWithUsage } from './month.js';
import { monthForecast } from './forecast.js';
import type { PriceProjection } from './pricing.js';

export const forecastRoutes: FastifyPluginAsyncZod<{
  deps: AppDeps;
  price: PriceProjection;
}> = async (app, { deps, price }) => {
  const { db, calendar, clock } = deps;

  app.get(
    '/api/usage/forecast',
    {
      schema: {
        tags: ['usage'],
        summary:
          'The month-end forecast of requests and spend, per service, with an 80 % band: the caller’s own, or a user’s in its scope (a partner’s includes its users), or, for the provider’s staff, everybody’s',
        description:
          'Spend is priced as the month’s statement would price the projected volume (tiers, ' +
          'packages, VAT); only the volume is an estimate. The month is the current one in the ' +
          'provider’s time zone by default; a month not yet begun is refused (422).',
        querystring: ForecastQuery,
        response: { 200: ForecastResponse },
      },
      config: { access: { permission: Permission.reportsView }, ability: 'reports:read' },
    },
    async (request) => {
      const caller = callerOf(request);
      const today = calendar.today(clock.now());
      const year = request.query.year ?? Number(today.slice(0, 4));
      const month = request.query.month ?? Number(today.slice(5, 7));
      if (year * 12 + month > Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)))
        throw invalid('month', MessageKey.forecastMonthAhead);
      const { everybody, userId } = request.query;
      if (everybody && userId !== undefined) throw invalid('userId', MessageKey.invalidInput);
      if (everybody && !isStaff(caller)) throw forbidden();
      // Staff's provider-wide view: every account with usage in the months the model looks at.
      const subject = everybody ? caller : await assertUserInScope(db, caller, userId ?? caller.id);
      const userIds = everybody
        ? await usersWithUsage(db, year, month)
        : await ownUsersOf(db, subject);
      return {
        success: true as const,
        data: await monthForecast(db, price, request.t, {
          subjectId: subject.id,
          userIds,
          year,
          month,
          today,
        }),
      };
    },
  );
};
