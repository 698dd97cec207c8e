import type { FastifyPluginAsync } from 'fastify';
import { Counter } from 'prom-client';
import type { AppDeps } from '../../core/deps.js';

/**
 * Prometheus's `/metrics`: the HTTP, job, ingestion and pool figures of this process (each process
 * of a cluster is scraped on its own). Readable by the operator only (`access: 'operator'`): with
 * METRICS_TOKEN as a bearer token, or, without one, by a direct connection from this machine.
 */
export const metricsRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const { metrics, database } = deps;

  metrics.gauge(
    'cabinet_job_queue_depth',
    'Background jobs waiting to run or running, by state (with Redis: the whole cluster)',
    ['state'],
    async () => {
      const depth = await deps.jobs.depth();
      return [
        { labels: { state: 'waiting' }, value: depth.waiting },
        { labels: { state: 'active' }, value: depth.active },
      ];
    },
  );

  const pool = database.pool;
  if (pool) {
    const poolErrors = new Counter({
      name: 'cabinet_db_pool_errors_total',
      help: 'PostgreSQL connections lost while idle in the pool (the database restarted or the network failed)',
      registers: [metrics.registry],
    });
    pool.on('error', (error) => {
      poolErrors.inc();
      app.log.warn({ err: error }, 'an idle database connection was lost; the pool reconnects');
    });
    metrics.gauge(
      'cabinet_db_pool_connections',
      'PostgreSQL pool: connections open (total), idle, and queries waiting for one',
      ['state'],
      () => [
        { labels: { state: 'total' }, value: pool.totalCount },
        { labels: { state: 'idle' }, value: pool.idleCount },
        { labels: { state: 'waiting' }, value: pool.waitingCount },
      ],
    );
  }

  app.get(
    '/metrics',
    {
      // Not part of the API's document: Prometheus's text format, for the operator's tools.
      schema: { hide: true },
      config: { access: 'operator' },
    },
    async (_request, reply) => {
      const { contentType, body } = await metrics.exposition();
      return reply.type(contentType).send(body);
    },
  );
};
