import { z } from 'zod';
import type { $ZodRawIssue as Issue } from 'zod/v4/core';
import { i18n } from '../i18n';

/**
 * Zod's own messages in the UI language. Schema messages (the contract's keys) win over these;
 * they are translated when shown.
 */
export function zodMessage(issue: Issue): string {
  const t = i18n.t.bind(i18n);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? t('validation.required')
        : t('validation.invalidValue');
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? t('validation.required')
          : t('validation.tooShort', { count: Number(issue.minimum) });
      }
      return t('validation.tooSmall', { minimum: String(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string')
        return t('validation.tooLong', { count: Number(issue.maximum) });
      return t('validation.tooBig', { maximum: String(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email'
        ? t('validation.emailInvalid')
        : t('validation.invalidFormat');
    default:
      return t('validation.invalidValue');
  }
}

let installed = false;

export function installZodMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: zodMessage });
}
