import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SiteInfoResponse } from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';

/** The provider's public contacts, as configured (PROVIDER_* variables). */
export const siteInfoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { config } = deps;
  app.get(
    '/api/site-info',
    {
      schema: {
        tags: ['site'],
        summary: 'The provider’s name, BIN, address, phone, e-mail and time zone',
        security: [],
        response: { 200: SiteInfoResponse },
      },
      config: { access: 'public' },
    },
    async () => ({
      success: true as const,
      data: {
        name: config.PROVIDER_NAME,
        bin: config.PROVIDER_BIN,
        address: config.PROVIDER_ADDRESS,
        phone: config.PROVIDER_PHONE,
        email: config.PROVIDER_EMAIL,
        timeZone: config.TIMEZONE,
      },
    }),
  );
};
