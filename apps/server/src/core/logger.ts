import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';

/** Paths that may carry a secret; pino replaces them before a line is written. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.confirmPassword',
  '*.password_hash',
  '*.token',
  '*.secret',
];

export function loggerOptions(
  config: Config,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    ...(stream ? { stream } : {}),
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // The query string can hold a recovery token: log the path only.
      req: (req: { method: string; url: string; id: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        id: req.id,
      }),
    },
  };
}
