import type { TFunction } from 'i18next';

/** «Осталось около 1 мин 5 с»: the export's time left, in the documents namespace's words. */
export function timeLeft(t: TFunction<'documents'>, seconds: number): string {
  if (seconds < 60) return t('export.leftSeconds', { seconds });
  return t('export.leftMinutes', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
}
