import type { PostProcessorModule } from 'i18next';

/**
 * Quotes inside quotes as Russian and Kazakh typography writes them: «ТОО „КазДата Сервис“», not
 * «ТОО «КазДата Сервис»», when a text that quotes a name gets a name that has quotes of its own.
 */
export function nestQuotes(text: string): string {
  if (!text.includes('«')) return text;
  let depth = 0;
  let result = '';
  for (const char of text) {
    if (char === '«') result += depth++ > 0 ? '„' : '«';
    else if (char === '»' && depth > 0) result += --depth > 0 ? '“' : '»';
    else result += char;
  }
  return result;
}

export const NESTED_QUOTES = 'nestedQuotes';

/** Applied to every text the app shows (`postProcess` in i18next's options). */
export const nestedQuotes: PostProcessorModule = {
  type: 'postProcessor',
  name: NESTED_QUOTES,
  process: (value: string) => nestQuotes(value),
};
