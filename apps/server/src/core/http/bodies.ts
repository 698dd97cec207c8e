import formBody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import qs from 'qs';
import { HttpError } from './errors.js';
import { markFormBody } from './form-values.js';

/** PHP's reading of field names (`roles[]`, `address[city]`), kept shallow and bounded. */
const FIELD_NAMES: qs.IParseOptions = { depth: 3, arrayLimit: 100, parameterLimit: 1000 };
const MAX_FORM_FIELDS = 200;

const readForm = (text: string) => markFormBody(qs.parse(text, FIELD_NAMES));

/** RFC 2046: a boundary is 1 to 70 characters; the multipart parser throws on none or a longer one. */
const BOUNDARY = /(?:^|;)\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s";]{1,70}))\s*(?:;|$)/i;
const namesBoundary = (request: FastifyRequest) =>
  BOUNDARY.test(request.headers['content-type'] ?? '');

/** A route that reads its own multipart parts (an upload) says so in its schema's `consumes`. */
const readsOwnParts = (request: FastifyRequest) =>
  (request.routeOptions.schema?.consumes as string[] | undefined)?.includes(
    'multipart/form-data',
  ) ?? false;

/**
 * Bodies as a Laravel back end takes them: JSON, url-encoded and multipart forms on every route
 * that takes a body (form fields are read as the route's schema expects: see form-values.ts), and
 * a body of no bytes is no body whatever type its header names. 415 stays for what cannot be read.
 */
export async function bodiesPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    const { headers } = request.raw;
    if (headers['content-length'] === '0' && headers['transfer-encoding'] === undefined)
      delete headers['content-type'];
  });
  await app.register(formBody, { parser: readForm });
  // Uploads pass their own limits to request.parts(), as every other multipart body does below.
  await app.register(multipart);
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    if (!namesBoundary(request)) throw new HttpError(415, 'errors.multipartBoundary');
    if (readsOwnParts(request)) return;
    // Bounded as a JSON body of the route is: a field or a file past its limit is 413.
    const limit = request.routeOptions.bodyLimit;
    const limits = { fileSize: limit, fieldSize: limit, files: 1, fields: MAX_FORM_FIELDS };
    const fields = new URLSearchParams();
    for await (const part of request.parts({ limits })) {
      // A route without files takes none: a file is read past and ignored like any unknown field.
      if (part.type === 'file') part.file.resume();
      else if (part.valueTruncated) throw new HttpError(413, 'errors.payloadTooLarge');
      else fields.append(part.fieldname, String(part.value));
    }
    request.body = readForm(fields.toString());
  });
}
