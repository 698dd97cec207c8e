import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { MessageKey, Readiness } from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';

/** A probe that has not answered by then counts as failed: load balancers wait no longer. */
const CHECK_TIMEOUT_MS = 2000;

type Check = 'ok' | 'failed';

/**
 * Readiness: whether this process can serve, i.e. its start's work before serving is done and its
 * database, its Redis (when configured) and its file storage answer. A load balancer sends
 * traffic only to ready processes.
 */
export const readyRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const probe = async (name: string, run: () => Promise<unknown>): Promise<Check> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)),
        CHECK_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([run(), timeout]);
      return 'ok';
    } catch (error) {
      app.log.warn({ err: error, check: name }, 'readiness check failed');
      return 'failed';
    } finally {
      clearTimeout(timer);
    }
  };

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['operations'],
        summary:
          'Readiness: 200 when the start is done and the database, Redis (if configured) and file storage answer, 503 otherwise',
        security: [],
        response: { 200: Readiness, 503: Readiness },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { redis } = deps;
      const [database, storage, redisState] = await Promise.all([
        probe('database', () => sql`select 1`.execute(deps.db)),
        probe('storage', () => deps.files.checkWritable()),
        redis ? probe('redis', () => redis.ping()) : undefined,
      ]);
      const { state } = deps.startup;
      const checks: Readiness['checks'] = {
        database,
        storage,
        ...(redisState ? { redis: redisState } : {}),
        ...(state === 'ready' ? {} : { startup: state }),
      };
      const ready = Object.values(checks).every((state) => state === 'ok');
      if (ready) return { status: 'ready' as const, checks };
      return reply.code(503).send({
        status: 'unavailable' as const,
        message: request.t(MessageKey.notReady),
        checks,
      });
    },
  );
};
