import { z } from 'zod';

/** One dependency's state in a readiness answer. */
export const CheckState = z.enum(['ok', 'failed']);

/**
 * Readiness (`GET /api/ready`): 200 when every dependency this process needs answers, 503
 * otherwise (a load balancer then sends its traffic to the other processes). `redis` is present
 * only when REDIS_URL is set; `startup` only while the start's work that must come before serving
 * is under way (`pending`; every other route answers 503 meanwhile) or has failed.
 */
export const Readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  /** Why not ready, in the caller's language; absent when ready. */
  message: z.string().optional(),
  checks: z.object({
    database: CheckState,
    storage: CheckState,
    redis: CheckState.optional(),
    startup: z.enum(['pending', 'failed']).optional(),
  }),
});
export type Readiness = z.infer<typeof Readiness>;
