import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MessageKey,
  Permission,
  TariffSimulationInput,
  TariffSimulationResponse,
} from '@cabinet/contract';
import type { AppDeps } from '../../../core/deps.js';
import { csvStream } from '../../../core/csv.js';
import { invalid } from '../../../core/http/errors.js';
import { loadSimulation } from './load.js';
import { simulate } from './reprice.js';
import { simulateWithPackage } from './package-draft.js';
import { SIMULATION_CSV_HEADER, simulationAnswer, simulationCsvRows } from './answer.js';
import { ok } from '../../../core/http/answers.js';

const tags = ['tariffs'];

/**
 * The tariff simulator: past months re-priced under a draft of a tariff, from the daily charges.
 * It changes nothing; each run is recorded in the audit log with what was asked.
 */
export const tariffSimulationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, calendar, clock } = deps;
  const settings = deps.config;

  const run = async (body: TariffSimulationInput & { months: string[] }) => {
    const { tariffId, draft, partnerIds, months } = body;
    const current = calendar.dayOf(clock.now()).slice(0, 7);
    months.forEach((month, i) => {
      if (month >= current) throw invalid(`months.${i}`, MessageKey.simulationMonthNotPast);
    });
    const loaded = await loadSimulation(db, { tariffId, partnerIds, months, current });
    const priced = {
      tariffId,
      tiers: draft.tiers,
      vatIncluded: draft.vatIncluded ?? loaded.tariff.vat_included === 1,
      vatRateBp:
        draft.vatRate === undefined ? loaded.tariff.vat_rate_bp : Math.round(draft.vatRate * 100),
    };
    const amounts = draft.package
      ? simulateWithPackage(loaded, priced, draft.package)
      : simulate(loaded, priced);
    return simulationAnswer(loaded, amounts, months);
  };
  const config = (verb: string) => ({
    access: { permission: Permission.tariffSimulate },
    audit: {
      action: `tariff.${verb}`,
      id: (request: FastifyRequest) => (request.body as TariffSimulationInput).tariffId,
      after: (request: FastifyRequest) => request.body,
    },
  });

  app.post(
    '/api/tariffs/simulations',
    {
      schema: {
        tags,
        summary:
          'Re-price past months of a tariff’s partners under a draft of its tiers or a monthly package (nothing is saved)',
        body: TariffSimulationInput,
        response: { 200: TariffSimulationResponse },
      },
      config: config('simulate'),
    },
    async (request) => ok(await run(request.body)),
  );

  app.post(
    '/api/tariffs/simulations/csv',
    {
      schema: {
        tags,
        summary: 'The same simulation as a CSV file (`;`, UTF-8 with BOM), with a totals row',
        body: TariffSimulationInput,
      },
      config: config('simulate'),
    },
    async (request, reply) => {
      const answer = await run(request.body);
      const rows = (async function* () {
        yield simulationCsvRows(answer);
      })();
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="tariff-${answer.tariffId}-simulation.csv"`,
        )
        .send(
          csvStream(SIMULATION_CSV_HEADER, rows, {
            maxRows: settings.LIST_CSV_MAX_ROWS,
            maxBytes: settings.LIST_CSV_MAX_BYTES,
          }),
        );
    },
  );
};
