/**
 * Kazakh: the same sections and keys as ru.ts (the compiler checks each section of kk/ against
 * `Messages`), one module per section.
 */
import type { Messages } from './ru.js';
import { errors } from './kk/errors.js';
import { auth } from './kk/auth.js';
import { validation } from './kk/validation.js';
import { accessControl } from './kk/access-control.js';
import { accessDefaults } from './kk/access-defaults.js';
import { users } from './kk/users.js';
import { partners } from './kk/partners.js';
import { services } from './kk/services.js';
import { tariffs } from './kk/tariffs.js';
import { packages } from './kk/packages.js';
import { usage } from './kk/usage.js';
import { locations } from './kk/locations.js';
import { packageRequests } from './kk/package-requests.js';
import { maintenance } from './kk/maintenance.js';
import { documents } from './kk/documents.js';
import { mail } from './kk/mail.js';
import { webhooks } from './kk/webhooks.js';
import { alerts } from './kk/alerts.js';
import { emailConfirmation } from './kk/email-confirmation.js';
import { paperwork } from './kk/paperwork.js';
import { forecast } from './kk/forecast.js';

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

export const kk: Messages = {
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
