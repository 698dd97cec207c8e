import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Labels of a reading taken when Prometheus scrapes, e.g. `{ state: 'idle' }`. */
export type Reading = Array<{ labels: Record<string, string>; value: number }>;

/**
 * The process's Prometheus metrics. One registry per app (tests build many apps in one process),
 * with Node's own process metrics (memory, CPU, event loop lag) beside the cabinet's.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly ingestedRecords = new Counter({
    name: 'cabinet_usage_records_total',
    help: 'Usage records received through the ingestion API, by outcome (accepted, duplicate, invalid)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Counts one ingested batch's records. */
  countIngestion(result: { accepted: number; duplicates: unknown[]; invalid: unknown[] }): void {
    this.ingestedRecords.inc({ outcome: 'accepted' }, result.accepted);
    this.ingestedRecords.inc({ outcome: 'duplicate' }, result.duplicates.length);
    this.ingestedRecords.inc({ outcome: 'invalid' }, result.invalid.length);
  }

  /** A gauge read at scrape time (queue depth, pool connections). */
  gauge(name: string, help: string, labelNames: string[], read: () => Promise<Reading> | Reading) {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const { labels, value } of await read()) this.set(labels, value);
      },
    });
  }

  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/**
 * Counts and times every answer by the route's pattern (`/api/user/:userId`), never the raw URL,
 * so that ids do not multiply the series; whatever matched no route is `unmatched`.
 */
export function observeHttp(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}
