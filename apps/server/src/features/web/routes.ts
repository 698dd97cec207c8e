import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Answers an unknown address with the client's page, or returns undefined for API calls. */
export type PageFallback = (
  request: FastifyRequest,
  reply: FastifyReply,
) => FastifyReply | undefined;

/** Vite writes every hashed file (`name-[hash].ext`) here and nothing else. */
const ASSETS_PREFIX = '/assets/';
const A_YEAR = 'public, max-age=31536000, immutable';
const ALWAYS_REVALIDATE = 'no-cache';

/**
 * Serves the built client. A file with a `.br` or `.gz` sibling made at build time is sent
 * compressed to a browser that accepts it. Hashed assets are cached for a year; every other file,
 * and index.html at any other address that is not an API call or an asset (the client's router
 * draws it, or its 404 page), is revalidated on each use. An unknown asset is a plain 404.
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
  const assetsDir = path.join(root, 'assets') + path.sep;
  // Any answer but the API's may come compressed: caches keep one per encoding. Added to what
  // CORS already put there (Origin), on the reply, as a header set on the raw response would be lost.
  app.addHook('onSend', async (request, reply) => {
    if (!isApiAddress(request.url)) varyOnEncoding(reply);
    if (HASHED_CODE.test(request.url) && reply.statusCode === 200) dropPageHeaders(reply);
  });
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    preCompressed: true,
    // @fastify/send's own `max-age=0` would replace the header set below.
    cacheControl: false,
    setHeaders: (res, file) => {
      res.setHeader('Cache-Control', file.startsWith(assetsDir) ? A_YEAR : ALWAYS_REVALIDATE);
    },
  });
  return (request, reply) => {
    // A missing asset (an old build's, say) must not be kept by a cache in between.
    if (request.url.startsWith(ASSETS_PREFIX)) reply.header('Cache-Control', 'no-store');
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiAddress(request.url) &&
      !request.url.startsWith(ASSETS_PREFIX);
    return isPage ? reply.sendFile('index.html') : undefined;
  };
}

/** A hashed script or style sheet: never a page, never revalidated. */
const HASHED_CODE = /^\/assets\/[^/?#]+\.(?:js|css)(?:\?|$)/;

/**
 * Headers that only a page (or a worker) obeys, which the security plugin puts on every answer:
 * on a script or a style sheet they are ~600 bytes of each of the sign-in page's 20-odd answers.
 * nosniff and Cross-Origin-Resource-Policy stay (they do guard a script); so do the cache's own.
 * ETag and Last-Modified go too: a hashed file is cached for a year and never revalidated.
 */
const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'etag',
  'last-modified',
];

function dropPageHeaders(reply: FastifyReply): void {
  for (const name of PAGE_ONLY_HEADERS) {
    reply.removeHeader(name);
    reply.raw.removeHeader(name);
  }
}

/** `/api` and what is under it; a page's address may start the same (`/api-keys`). */
const isApiAddress = (url: string) => /^\/api(?:[/?#]|$)/.test(url);

function varyOnEncoding(reply: FastifyReply): void {
  const listed = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (listed.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) return;
  reply.header('Vary', [...listed, 'Accept-Encoding'].join(', '));
}
