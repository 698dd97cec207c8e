import type { DocumentSummary } from '@cabinet/contract';
import type { Paper } from '../paper/paper.js';

/**
 * A made document's title in the reader's language (its stored title is in the language it was
 * made in); an uploaded file's title is as staff typed it.
 */
export function titledIn(doc: DocumentSummary, paper: Paper): DocumentSummary {
  const period = (one: Paper) => one.monthYear(doc.year, doc.month);
  if (doc.kind === 'application1')
    return {
      ...doc,
      title: paper.say(
        doc.number ? 'application1.documentTitleNumbered' : 'application1.documentTitle',
        (one) => ({ number: doc.number, period: period(one) }),
      ),
    };
  if (doc.kind === 'service-report' && doc.serviceName !== null)
    return {
      ...doc,
      title: paper.say('report.documentTitle', (one) => ({
        service: doc.serviceName,
        period: period(one),
      })),
    };
  return doc;
}
