import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Answers an unknown address with the client's page, or returns undefined for API calls. */
export type PageFallback = (
  request: FastifyRequest,
  reply: FastifyReply,
) => FastifyReply | undefined;

/**
 * Serves the built client. Hashed assets are cached for a year; any other address that is not an
 * API call gets index.html, so that the client's router can draw it (or its 404 page).
 */
export async function webClientRoutes(
  app: FastifyInstance,
  distDir: string,
): Promise<PageFallback | undefined> {
  const root = path.resolve(distDir);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'the web client is not built; only the API is served (npm run build)');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    setHeaders: (res, file) => {
      res.setHeader(
        'Cache-Control',
        file.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  return (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    return isPage ? reply.header('Cache-Control', 'no-cache').sendFile('index.html') : undefined;
  };
}
