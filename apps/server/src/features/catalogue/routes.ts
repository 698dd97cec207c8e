import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CataloguePage,
  CatalogueQuery,
  CatalogueServiceResponse,
  IdParams,
  Permission,
  PriceListResponse,
  PublishTariffInput,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { findCatalogueService, listCatalogue, priceList, setPublic } from './queries.js';
import { ok, okPage } from '../../core/http/answers.js';

const tags = ['catalogue'];
const Code = z.object({ code: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{1,63}$/) });
const manage = { access: { permission: Permission.tariffEdit } } as const;

/**
 * The public catalogue: active services, their documentation and their published tariffs; and the
 * admin's price list, where tariffs are published or withdrawn.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.db;
  const { clock } = deps;
  const now = () => clock.now().toISOString();
  const today = () => deps.calendar.today(clock.now());

  app.get(
    '/api/catalogue/services',
    {
      schema: {
        tags,
        summary: 'Active services with their published tariffs, paged and searched (public)',
        security: [],
        querystring: CatalogueQuery,
        response: { 200: CataloguePage },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listCatalogue(db, query, today());
      return okPage(rows, query, total);
    },
  );

  app.get(
    '/api/catalogue/services/:code',
    {
      schema: {
        tags,
        summary: 'One active service with its documentation and published tariffs (public)',
        security: [],
        params: Code,
        response: { 200: CatalogueServiceResponse },
      },
      config: { access: 'public' },
    },
    async (request) => ok(await findCatalogueService(db, request.params.code, today())),
  );

  app.get(
    '/api/catalogue/price-list',
    {
      schema: {
        tags,
        summary: 'Every current tariff of the active services, with whether it is published',
        response: { 200: PriceListResponse },
      },
      config: manage,
    },
    async () => ok(await priceList(db, today())),
  );

  app.post(
    '/api/catalogue/price-list/:id',
    {
      schema: {
        tags,
        summary: 'Publish a tariff on the public price list, or withdraw it',
        params: IdParams,
        body: PublishTariffInput,
        response: { 200: PriceListResponse },
      },
      config: manage,
    },
    async (request) => {
      await setPublic(db, request.params.id, request.body.public, now());
      return ok(await priceList(db, today()));
    },
  );
};
