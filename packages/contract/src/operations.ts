import { z } from 'zod';

/** One dependency's state in a readiness answer. */
export const CheckState = z.enum(['ok', 'failed']);

/**
 * Readiness (`GET /api/ready`): 200 when every dependency this process needs answers, 503
 * otherwise (a load balancer then sends its traffic to the other processes). `redis` is present
 * only when REDIS_URL is set.
 */
export const Readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  /** Why not ready, in the caller's language; absent when ready. */
  message: z.string().optional(),
  checks: z.object({
    database: CheckState,
    storage: CheckState,
    redis: CheckState.optional(),
  }),
});
export type Readiness = z.infer<typeof Readiness>;
