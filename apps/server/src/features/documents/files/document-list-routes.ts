import {
  AllDocumentsQuery,
  DocumentsPage,
  DocumentsQuery,
  Permission,
  ParentIdParams,
} from '@cabinet/contract';
import type { AppDeps } from '../../../core/deps.js';
import { subjectOf } from '../../../core/auth/guard.js';
import { okPage } from '../../../core/http/answers.js';
import { routeDeclarers, routesPlugin } from '../../../core/http/route-definer.js';
import { listDocuments } from './document-store.js';
import { paperIn } from '../paper/paper.js';
import { titledIn } from './document-titles.js';

const route = routeDeclarers<{ deps: AppDeps }>(['documents']);

const everyPartnersDocuments = route.get(
  '/api/users/all/documents',
  'Every partner’s documents of a month (invoicesPartners)',
  { querystring: AllDocumentsQuery, response: { 200: DocumentsPage } },
  { access: { permission: Permission.documentsAll } },
  async ({ deps }, request) => {
    const { currentYear, currentMonth, ...paging } = request.query;
    const { rows, total } = await listDocuments(deps.db, 'all', {
      ...paging,
      year: currentYear,
      month: currentMonth,
    });
    const paper = paperIn(request.lang);
    return okPage(
      rows.map((row) => titledIn(row, paper)),
      paging,
      total,
    );
  },
);

const documentsOfOne = route.get(
  '/api/users/:parentId/documents',
  'A partner’s documents (for a partner id) or a user’s own (for a user id)',
  {
    params: ParentIdParams,
    querystring: DocumentsQuery,
    response: { 200: DocumentsPage },
  },
  { access: { permission: Permission.documentsView, user: 'parentId' } },
  async ({ deps }, request) => {
    const { parentId } = request.params;
    const scope =
      subjectOf(request).group === 'Partner' ? { ownerId: parentId } : { subjectId: parentId };
    const { rows, total } = await listDocuments(deps.db, scope, request.query);
    const paper = paperIn(request.lang);
    return okPage(
      rows.map((row) => titledIn(row, paper)),
      request.query,
      total,
    );
  },
);

/** The documents listed: every partner's of a month, and one partner's or user's. */
export const documentListRoutes = routesPlugin(everyPartnersDocuments, documentsOfOne);
