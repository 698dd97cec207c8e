import type { FastifyInstance } from 'fastify';
import accepts from '@fastify/accepts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  translator,
  type Language,
  type Translate,
} from '../i18n/i18n.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language, from Accept-Language; Russian when none of ours is asked for. */
    lang: Language;
    t: Translate;
  }
}

export async function requestContextPlugin(app: FastifyInstance): Promise<void> {
  await app.register(accepts);
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  app.decorateRequest('t', null as unknown as Translate);
  app.addHook('onRequest', async (request) => {
    const chosen = request.headers['accept-language']
      ? (request.languages([...LANGUAGES]) as Language | false)
      : false;
    request.lang = chosen || DEFAULT_LANGUAGE;
    request.t = translator(request.lang);
  });
}
