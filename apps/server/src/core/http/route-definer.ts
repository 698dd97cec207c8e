import type {
  FastifyContextConfig,
  FastifyPluginOptions,
  FastifySchema,
  HTTPMethods,
} from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnswerOf, ReplyOf, RequestOf } from './route-request.js';

/** A route's handler: its plugin's options (the dependencies), then the request and reply. */
export type RouteHandler<O, S extends FastifySchema> = (
  options: O,
  request: RequestOf<S>,
  reply: ReplyOf<S>,
) => AnswerOf<S>;

/** The app a route plugin is given, its requests typed by zod. */
type ZodApp<O extends FastifyPluginOptions> = Parameters<FastifyPluginAsyncZod<O>>[0];

/** One route declared whole, waiting for `routesPlugin` to register it with the options. */
export interface DeclaredRoute<O extends FastifyPluginOptions> {
  readonly method: HTTPMethods;
  readonly url: string;
  register(app: ZodApp<O>, options: O): void;
}

/** What a route's schema holds besides its tags and summary: description, inputs, answers. */
type Parts = Omit<FastifySchema, 'tags' | 'summary'>;

/**
 * What a route demands: its config (access, audit, idempotency), and `bodyLimit`, the largest
 * body it reads where the app's default is too small, which goes to the route's options instead.
 */
type Demands = FastifyContextConfig & { readonly bodyLimit?: number };

const declarer =
  <O extends FastifyPluginOptions>(tags: string[], method: HTTPMethods) =>
  <const P extends Parts>(
    url: string,
    summary: string,
    parts: P,
    { bodyLimit, ...config }: Demands,
    handler: RouteHandler<O, { tags: string[]; summary: string } & P>,
  ): DeclaredRoute<O> => ({
    method,
    url,
    register: (app, options) =>
      app.route({
        method,
        url,
        schema: { tags, summary, ...parts },
        config,
        bodyLimit,
        handler: (request, reply) => handler(options, request, reply),
      }),
  });

/**
 * The declarers of a feature's routes, documented under `tags`, whose plugin takes options `O`:
 * `route.post(url, summary, parts, demands, handler)` holds in one place what a route answers to
 * (its schema is `{ tags, summary, ...parts }`, as the OpenAPI document reads it), what it demands
 * (access, audit, idempotency, a larger body) and what it does, its handler typed from the parts
 * and given the plugin's options.
 */
export const routeDeclarers = <O extends FastifyPluginOptions>(tags: string[]) => ({
  get: declarer<O>(tags, 'GET'),
  post: declarer<O>(tags, 'POST'),
  put: declarer<O>(tags, 'PUT'),
  patch: declarer<O>(tags, 'PATCH'),
  delete: declarer<O>(tags, 'DELETE'),
});

/** The plugin registering `routes` in their order, each handler given the plugin's options. */
export const routesPlugin =
  <O extends FastifyPluginOptions>(...routes: DeclaredRoute<O>[]): FastifyPluginAsyncZod<O> =>
  async (app, options) => {
    for (const route of routes) route.register(app, options);
  };
