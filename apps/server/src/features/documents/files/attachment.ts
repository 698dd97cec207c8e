import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';

/** Sets the headers of a download: its type and an RFC 6266 file name (ASCII fallback + UTF-8). */
export function asAttachment(
  reply: FastifyReply,
  fileName: string,
  contentType: string,
  size?: number,
): FastifyReply {
  reply.header('Content-Type', contentType);
  reply.header('Content-Disposition', contentDisposition(fileName, { type: 'attachment' }));
  reply.header('X-Content-Type-Options', 'nosniff');
  if (size !== undefined) reply.header('Content-Length', String(size));
  return reply;
}
