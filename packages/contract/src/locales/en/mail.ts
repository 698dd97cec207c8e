import type { Messages } from '../ru.js';

export const mail: Messages['mail'] = {
  recoverySubject: 'Password recovery',
  recoveryBody:
    'Hello, {{name}}!\n\nTo set a new password, open this link (it works once, for {{minutes}} minutes):\n{{link}}\n\nIf you did not ask for it, ignore this message.',
  alertTriggeredSubject: 'Alert: {{condition}}',
  alertResolvedSubject: 'Alert resolved: {{condition}}',
  alertTriggeredBody:
    'Hello!\n\nAn alert fired for {{whose}}: {{condition}}.\nCurrent value: {{value}}.\n\nAlert rules and their history: {{link}}',
  alertResolvedBody:
    'Hello!\n\nThe alert for {{whose}} is resolved: “{{condition}}” no longer holds.\nCurrent value: {{value}}.\n\nAlert rules and their history: {{link}}',
  alertPackageRequests: 'fewer than {{below}} requests left in the package',
  alertPackagePercent: 'less than {{below}}% of the package left',
  alertSpend: 'this month’s spend before VAT above {{amount}} {{currency}}',
  alertErrorRate: 'error share over the last hour above {{percent}}%',
  alertQuiet: 'no requests for {{hours}} h',
  alertProjectedSpend: 'the month’s projected spend with VAT above {{amount}} KZT',
  alertPackageRunsOut: 'a package is projected to run out before the month ends',
  emailConfirmSubject: 'Confirm your e-mail address',
  emailConfirmBody:
    'Hello!\n\nTo receive the cabinet’s alerts at this address, confirm it with this link (it works for {{days}} days):\n{{link}}\n\nIf you do not know what this is about, ignore this message: without confirmation no alerts come here.',
};
