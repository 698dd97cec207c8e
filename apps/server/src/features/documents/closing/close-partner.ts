import type { DocumentDeps } from '../document-deps.js';
import { application1Pdf, serviceReportPdf, storePdf } from '../reports/make-pdfs.js';
import { currentStatement } from '../statements/current-statement.js';
import { RECORD_PAPER } from '../paper/paper.js';
import { closingNumber, documentNumber } from '../files/document-store.js';
import { partnerPlan } from './closing-plan.js';
import type { Made, Previous } from './closing-run.js';

/**
 * One partner's final documents of a closed month: its Application 1, numbered, with the statement
 * kept beside it; a service report per service it used; and each of its users' own reports.
 */
export async function closePartner(
  deps: DocumentDeps,
  partnerId: number,
  year: number,
  month: number,
  reason: string | null,
  previous: Previous[],
  made: Made[],
) {
  const version =
    Math.max(0, ...previous.filter((doc) => doc.owner_id === partnerId).map((d) => d.version)) + 1;
  const issuedAt = deps.clock.now();
  const number = await closingNumber(
    deps.db,
    { year, month, partnerId, version },
    Number(deps.calendar.today(issuedAt).slice(0, 4)),
  );
  const statement = {
    ...(await currentStatement(deps.db, partnerId, year, month, 'final', RECORD_PAPER)),
    number: documentNumber(number.year, number.seq),
    version,
    reason,
    issuedAt: issuedAt.toISOString(),
  };
  const base = {
    subjectId: partnerId,
    year,
    month,
    closing: true,
    pending: true,
    createdBy: null,
  };
  const application = await application1Pdf(deps, partnerId, year, month, RECORD_PAPER, statement);
  const stored = await storePdf(deps, application, {
    ...base,
    kind: 'application1',
    serviceId: null,
    final: { number, version, statement, reason },
  });
  made.push({ id: stored.id, subjectId: partnerId, kind: 'application1', serviceId: null });
  // A final service report of one subject (the partner, or one of its users) for one service.
  const keepReport = async (subjectId: number, serviceId: number) => {
    const report = await serviceReportPdf(
      deps,
      subjectId,
      serviceId,
      year,
      month,
      RECORD_PAPER,
      'final',
    );
    const kept = await storePdf(deps, report, {
      ...base,
      subjectId,
      kind: 'service-report',
      serviceId,
      final: { number: null, version, statement: null, reason },
    });
    made.push({ id: kept.id, subjectId, kind: 'service-report', serviceId });
  };
  const plan = await partnerPlan(deps.db, partnerId, year, month);
  for (const serviceId of plan.services) await keepReport(partnerId, serviceId);
  // Each of its users' own reports too: a user downloads its report of a closed month as stored
  // here, never made again (late records would change its days).
  for (const { userId, services } of plan.users)
    for (const serviceId of services) await keepReport(userId, serviceId);
}
