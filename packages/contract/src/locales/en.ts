/**
 * English: the same sections and keys as ru.ts (the compiler checks each section of en/ against
 * `Messages`), one module per section.
 */
import type { Messages } from './ru.js';
import { errors } from './en/errors.js';
import { auth } from './en/auth.js';
import { validation } from './en/validation.js';
import { accessControl } from './en/access-control.js';
import { accessDefaults } from './en/access-defaults.js';
import { users } from './en/users.js';
import { partners } from './en/partners.js';
import { services } from './en/services.js';
import { tariffs } from './en/tariffs.js';
import { packages } from './en/packages.js';
import { usage } from './en/usage.js';
import { locations } from './en/locations.js';
import { packageRequests } from './en/package-requests.js';
import { maintenance } from './en/maintenance.js';
import { documents } from './en/documents.js';
import { mail } from './en/mail.js';
import { webhooks } from './en/webhooks.js';
import { alerts } from './en/alerts.js';
import { emailConfirmation } from './en/email-confirmation.js';
import { paperwork } from './en/paperwork.js';
import { forecast } from './en/forecast.js';

export {
  errors,
  auth,
  validation,
  accessControl,
  accessDefaults,
  users,
  partners,
  services,
  tariffs,
  packages,
  usage,
  locations,
  packageRequests,
  maintenance,
  documents,
  mail,
  webhooks,
  alerts,
  emailConfirmation,
  paperwork,
  forecast,
};

export const en: Messages = {
  errors,
  auth,
  validation,
  accessControl,
  accessDefaults,
  users,
  partners,
  services,
  tariffs,
  packages,
  usage,
  locations,
  packageRequests,
  maintenance,
  documents,
  mail,
  webhooks,
  alerts,
  emailConfirmation,
  paperwork,
  forecast,
};
