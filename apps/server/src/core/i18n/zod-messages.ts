import { z } from 'zod';
import { MessageKey } from '@cabinet/contract';
import type { Language, Translate } from './i18n.js';
import { isMessageKey } from './i18n.js';

type Issue = z.core.$ZodIssue;
type LocaleError = (issue: z.core.$ZodRawIssue) => string | { message: string } | undefined | null;

/** Zod ships no Kazakh locale: the messages people meet on our forms, in Kazakh. */
const kazakh: LocaleError = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Міндетті өріс' : 'Мәннің түрі қате';
    case 'too_small':
      return issue.origin === 'string'
        ? `Кемінде ${String(issue.minimum)} таңба болуы керек`
        : `Мән кемінде ${String(issue.minimum)} болуы керек`;
    case 'too_big':
      return issue.origin === 'string'
        ? `Ең көбі ${String(issue.maximum)} таңба болуы керек`
        : `Мән ең көбі ${String(issue.maximum)} болуы керек`;
    case 'invalid_format':
      return issue.format === 'email' ? 'Дұрыс e-mail енгізіңіз' : 'Пішімі қате';
    case 'invalid_value':
      return 'Рұқсат етілмеген мән';
    case 'unrecognized_keys':
      return `Белгісіз өрістер: ${issue.keys.join(', ')}`;
    default:
      return 'Мән қате';
  }
};

const locales: Record<Language, LocaleError> = {
  ru: z.locales.ru().localeError as LocaleError,
  en: z.locales.en().localeError as LocaleError,
  kk: kazakh,
};

/** The text of one validation issue in the caller's language: our own keys, or zod's words. */
export function issueMessage(issue: Issue, language: Language, t: Translate): string {
  if (isMessageKey(issue.message)) return t(issue.message);
  // Zod's own words for a pattern quote the regular expression, which tells people nothing.
  if (issue.code === 'invalid_format' && issue.format === 'regex')
    return t(MessageKey.patternMismatch);
  const text = locales[language](issue as unknown as z.core.$ZodRawIssue);
  if (typeof text === 'string') return text;
  return text?.message ?? issue.message;
}

/**
 * Field errors keyed by dotted path, as `{ field: [messages] }`. Unknown keys are reported on the
 * key itself so the client can show them next to the field it sent.
 */
export function fieldErrors(
  issues: readonly Issue[],
  language: Language,
  t: Translate,
  prefix = '',
): Record<string, string[]> {
  // A Map, not an object: a body's own `constructor` or `__proto__` key is a field like any other.
  const errors = new Map<string, string[]>();
  const add = (path: string, message: string) => {
    const key = [prefix, path].filter(Boolean).join('.') || '_';
    const messages = errors.get(key) ?? [];
    errors.set(key, messages);
    if (!messages.includes(message)) messages.push(message);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      // Each key's message names that key alone: naming them all on each would grow as their
      // square (a record of 2,000 long unknown keys took half a minute and a gigabyte).
      for (const key of issue.keys)
        add([...issue.path, key].join('.'), issueMessage({ ...issue, keys: [key] }, language, t));
    } else {
      add(issue.path.map(String).join('.'), issueMessage(issue, language, t));
    }
  }
  return Object.fromEntries(errors);
}
