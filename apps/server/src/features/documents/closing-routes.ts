import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CloseMonthInput,
  MonthClosingResponse,
  MonthClosingsResponse,
  Permission,
} from '@cabinet/contract';
import { callerOf } from '../../core/auth/guard.js';
import type { MonthClosings } from './closing.js';

const tags = ['documents'];

export const closingRoutes: FastifyPluginAsyncZod<{ closings: MonthClosings }> = async (
  app,
  { closings },
) => {
  app.get(
    '/api/documents/closings',
    {
      schema: { tags, summary: 'Closed months', response: { 200: MonthClosingsResponse } },
      config: { access: { permission: Permission.documentsEdit } },
    },
    async () => ({ success: true as const, data: await closings.list() }),
  );

  app.post(
    '/api/documents/closings',
    {
      schema: {
        tags,
        summary:
          'Closes a month: each partner’s Application 1 and reports, in the background (409 when closed already and not confirmed)',
        body: CloseMonthInput,
        response: { 200: MonthClosingResponse },
      },
      config: { access: { permission: Permission.documentsEdit } },
    },
    async (request) => ({
      success: true as const,
      data: await closings.start(request.body, callerOf(request).id),
    }),
  );
};
