import type { FastifySchema } from 'fastify';

/** What a route's schema holds besides its tags and summary: description, inputs, answers. */
type Parts = Omit<FastifySchema, 'tags' | 'summary'>;

/**
 * The schemas of one feature's routes, each under the feature's tags: `schemaOf(['tariffs'])`
 * gives `(summary, parts)`, which answers `{ tags, summary, ...parts }` with the zod parts' types
 * kept, so that `RequestOf<typeof schema>` still types a handler. The OpenAPI document reads it
 * as if written out.
 */
export const schemaOf =
  (tags: string[]) =>
  <const P extends Parts>(summary: string, parts: P) => ({ tags, summary, ...parts });
