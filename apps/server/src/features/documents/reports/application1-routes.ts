import {
  Application1Params,
  Application1Query,
  Permission,
  Statement,
  StatementResponse,
} from '@cabinet/contract';
import type { AppDeps } from '../../../core/deps.js';
import { routeDeclarers, routesPlugin } from '../../../core/http/route-definer.js';
import { asAttachment } from '../files/attachment.js';
import { finalDocument } from '../files/document-store.js';
import { paperIn, RECORD_PAPER, type Paper } from '../paper/paper.js';
import { application1Data } from '../statements/report-data.js';
import { currentStatement, statementIn } from '../statements/current-statement.js';
import { application1Pdf, statusOf } from './make-pdfs.js';
import { PDF, sendStored } from './stored-pdf.js';

const route = routeDeclarers<{ deps: AppDeps }>(['documents']);

/** The statement of a month's Application 1: a closed month's as stored, else as it stands. */
async function statementOf(
  deps: AppDeps,
  { partnerId, year, month }: { partnerId: number; year: number; month: number },
  paper: Paper,
  stored: Statement | undefined,
) {
  if (stored) return statementIn(stored, paper);
  const data = await application1Data(deps.db, partnerId, async () =>
    currentStatement(deps.db, partnerId, year, month, await statusOf(deps, year, month), paper),
  );
  return data.statement;
}

const application1 = route.get(
  '/api/reports/application1/:partnerId/:year/:month',
  'Application 1 of a partner’s contract for a month: the PDF (whatever Accept says), or its statement with ?format=json; a closed month’s is the final one, as stored',
  {
    params: Application1Params,
    // Any other query is a cache-buster the client adds.
    querystring: Application1Query,
    produces: [PDF],
    // The statement itself, with ?format=json.
    response: { 200: StatementResponse },
  },
  {
    access: { permission: Permission.documentsView, user: 'partnerId' },
    ability: 'reports:read',
  },
  async ({ deps }, request, reply) => {
    const { partnerId, year, month } = request.params;
    const final = await finalDocument(deps.db, {
      kind: 'application1',
      subjectId: partnerId,
      serviceId: null,
      year,
      month,
    });
    const paper = paperIn(request.query.lang ?? request.lang);
    const stored = final?.statement ? Statement.parse(JSON.parse(final.statement)) : undefined;
    if (request.query.format === 'json') {
      const data = await statementOf(deps, request.params, paper, stored);
      return reply.send(StatementResponse.parse({ success: true, data }));
    }
    // The stored file is the Russian original; another language is made from its statement.
    if (final && (paper === RECORD_PAPER || !stored)) return sendStored(deps.files, reply, final);
    const madeAt = final && deps.calendar.localTime(new Date(final.created_at)).slice(0, 16);
    const pdf = await application1Pdf(deps, partnerId, year, month, paper, stored, madeAt);
    return asAttachment(reply, pdf.fileName, PDF, pdf.content.length).send(pdf.content);
  },
);

/** Application 1 of a partner's contract for a month. */
export const application1Routes = routesPlugin(application1);
