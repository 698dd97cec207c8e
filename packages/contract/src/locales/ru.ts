/**
 * The texts of the message keys (`MessageKey` in ../messages.ts) and of the server's own messages,
 * in Russian, the default language; the spec's section 8 messages are these. The server answers
 * with them, and the client's locales take the sections their screens meet from here.
 *
 * Each section is a module of its own (ru/errors.ts…), re-exported here, so that a bundle keeps only
 * the sections it reads: the login route carries `errors` and `auth`, not the services' texts.
 * `ru` holds them all, and its type, `Messages`, is the shape en.ts and kk.ts must have.
 */
import { errors } from './ru/errors.js';
import { auth } from './ru/auth.js';
import { validation } from './ru/validation.js';
import { accessControl } from './ru/access-control.js';
import { accessDefaults } from './ru/access-defaults.js';
import { users } from './ru/users.js';
import { partners } from './ru/partners.js';
import { services } from './ru/services.js';
import { tariffs } from './ru/tariffs.js';
import { packages } from './ru/packages.js';
import { usage } from './ru/usage.js';
import { locations } from './ru/locations.js';
import { packageRequests } from './ru/package-requests.js';
import { maintenance } from './ru/maintenance.js';
import { documents } from './ru/documents.js';
import { mail } from './ru/mail.js';
import { webhooks } from './ru/webhooks.js';
import { alerts } from './ru/alerts.js';
import { emailConfirmation } from './ru/email-confirmation.js';
import { paperwork } from './ru/paperwork.js';
import { forecast } from './ru/forecast.js';

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

export const ru = {
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

export type Messages = typeof ru;
