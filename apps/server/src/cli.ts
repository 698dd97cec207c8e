import { Command, InvalidArgumentError } from 'commander';
import { ZodError } from 'zod';
import { CloseMonthInput, Email, Login, MonthQuery } from '@cabinet/contract';
import { ConfigError, loadConfig } from './core/config.js';
import { openMigratedDatabase } from './core/db/open.js';
import { seedAccessDefaults } from './seed/access-defaults.js';
import { seedDemo } from './seed/demo.js';
import { printLogins } from './seed/print-logins.js';
import { createUser } from './seed/users.js';
import { seedRequests } from './seed/requests.js';
import { Calendar } from './core/calendar.js';
import { systemClock } from './core/clock.js';
import { FileStore } from './core/storage/file-store.js';
import { MonthClosings, verifyMonth } from './features/documents/index.js';
import { listenForWebhookEvents } from './features/webhooks/index.js';
import { composeDeps } from './app-deps.js';
import { pino } from 'pino';
import { takenFields } from './core/auth/accounts.js';
import { HttpError } from './core/http/errors.js';
import { translator } from './core/i18n/i18n.js';
import { findIdentityConflicts } from './core/db/identity-conflicts.js';

const program = new Command('cabinet')
  .description('Operations on the cabinet’s database')
  .showHelpAfterError();

const parseWith = (schema: typeof Email | typeof Login, what: string) => (value: string) => {
  const result = schema.safeParse(value);
  if (!result.success) throw new InvalidArgumentError(`not a valid ${what}`);
  return result.data;
};

/** Runs a command against the configured (and migrated) database, then closes it. */
async function withDatabase<T>(
  work: (db: Awaited<ReturnType<typeof openMigratedDatabase>>) => Promise<T>,
): Promise<T> {
  const database = await openMigratedDatabase(loadConfig());
  try {
    return await work(database);
  } finally {
    await database.db.destroy();
  }
}

program
  .command('migrate')
  .description('Bring the database schema up to date')
  .action(() =>
    withDatabase(async (database) => {
      process.stdout.write(`Database is up to date (${database.dialect}: ${database.location}).\n`);
    }),
  );

program
  .command('seed')
  .description(
    'Create the default roles and rules, demo users on an empty database, and demo requests',
  )
  .option(
    '--requests <n>',
    'also fill the register with this many demo requests (last 90 days)',
    (v) => {
      const n = Number(v);
      if (!Number.isSafeInteger(n) || n < 0) throw new InvalidArgumentError('not a whole number');
      return n;
    },
  )
  .action((options: { requests?: number }) =>
    withDatabase(async (database) => {
      const config = loadConfig();
      const logins = await seedDemo(database.db, new Date().toISOString());
      if (logins.length === 0)
        process.stdout.write(
          'Defaults are in place; users exist already, so no demo users were added.\n',
        );
      printLogins(logins, config.publicUrl);
      if (options.requests) {
        const started = performance.now();
        const cpu = process.cpuUsage();
        const count = await seedRequests(database, new Calendar(config.TIMEZONE), {
          count: options.requests,
          now: new Date(),
          onProgress: (done) =>
            process.stdout.write(
              `\r${done.toLocaleString('ru-RU')} of ${options.requests!.toLocaleString('ru-RU')} requests`,
            ),
        });
        const seconds = (performance.now() - started) / 1000;
        const { user, system } = process.cpuUsage(cpu);
        // On a busy machine the wall clock includes waiting for a CPU; the process's own CPU time
        // (SQLite's work included) is what the seeding itself costs.
        process.stdout.write(
          `\n${count} requests recorded in ${seconds.toFixed(1)} s (${Math.round(count / seconds).toLocaleString('ru-RU')} a second; ${((user + system) / 1e6).toFixed(1)} s of CPU).\n`,
        );
      }
    }),
  );

program
  .command('create-admin')
  .description('Create an administrator and print its generated password')
  .requiredOption('--login <login>', 'login', parseWith(Login, 'login'))
  .requiredOption('--email <email>', 'e-mail address', parseWith(Email, 'e-mail address'))
  .option('--name <name>', 'display name', 'Администратор')
  .action((options: { login: string; email: string; name: string }) =>
    withDatabase(async ({ db }) => {
      const now = new Date().toISOString();
      await seedAccessDefaults(db, now);
      const taken = await takenFields(db, options.login, options.email);
      if (taken.length > 0)
        throw new Error(
          `A user with login ${options.login} or e-mail ${options.email} exists already.`,
        );
      const { password } = await createUser(
        db,
        { login: options.login, email: options.email, name: options.name, group: 'Admin' },
        now,
      );
      process.stdout.write(
        `Administrator ${options.login} created. Password (shown once): ${password}\n`,
      );
    }),
  );

program
  .command('grant-role')
  .description('Give a user one more role (e.g. ProviderIntegrator to the provider’s integrator)')
  .requiredOption('--login <login>', 'the user’s login')
  .requiredOption('--role <key>', 'the role’s key')
  .action((options: { login: string; role: string }) =>
    withDatabase(async ({ db }) => {
      const [user, role] = await Promise.all([
        db.selectFrom('users').select('id').where('login', '=', options.login).executeTakeFirst(),
        db.selectFrom('roles').select('id').where('key', '=', options.role).executeTakeFirst(),
      ]);
      if (!user) throw new Error(`No user has the login ${options.login}.`);
      if (!role) throw new Error(`No role has the key ${options.role}.`);
      const granted = await db
        .insertInto('user_roles')
        .values({ user_id: user.id, role_id: role.id })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      process.stdout.write(
        granted.numInsertedOrUpdatedRows
          ? `${options.login} now holds the role ${options.role}.\n`
          : `${options.login} holds the role ${options.role} already.\n`,
      );
    }),
  );

program
  .command('identity-conflicts')
  .description('List users sharing a sign-in identifier (rows from before migration 0009)')
  .action(() =>
    withDatabase(async ({ db }) => {
      const conflicts = await findIdentityConflicts(db);
      if (conflicts.length === 0) process.stdout.write('No users share a sign-in identifier.\n');
      for (const { identifier, userIds } of conflicts) {
        const users = await db
          .selectFrom('users')
          .select(['id', 'login', 'email'])
          .where('id', 'in', userIds)
          .orderBy('id')
          .execute();
        const who = users.map((u) => `#${u.id} login ${u.login}, e-mail ${u.email}`);
        process.stdout.write(`${identifier}:\n  ${who.join('\n  ')}\n`);
      }
    }),
  );

program
  .command('outbox')
  .description('Show the latest messages of the mail outbox (recovery links when no SMTP is set)')
  .option('--limit <n>', 'how many', (v) => Number.parseInt(v, 10), 5)
  .action((options: { limit: number }) =>
    withDatabase(async ({ db }) => {
      const rows = await db
        .selectFrom('mail_outbox')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(options.limit)
        .execute();
      if (rows.length === 0) process.stdout.write('The outbox is empty.\n');
      for (const row of rows) {
        process.stdout.write(
          `#${row.id} ${row.created_at} to ${row.to_address}: ${row.subject}\n${row.body_text}\n\n`,
        );
      }
    }),
  );

program
  .command('close-month')
  .description('Make every partner’s Application 1 and per-service reports of a month')
  .requiredOption('--year <yyyy>', 'year', (v) => Number.parseInt(v, 10))
  .requiredOption('--month <m>', 'month, 1 to 12', (v) => Number.parseInt(v, 10))
  .option('--replace', 'issue them again for a month closed already (new versions)')
  .option('--reason <text>', 'why they are issued again (needed with --replace)')
  .action((options: { year: number; month: number; replace?: boolean; reason?: string }) =>
    withDatabase(async (database) => {
      const config = loadConfig();
      const log = pino({ level: config.LOG_LEVEL }, process.stderr);
      const { deps, close } = await composeDeps({ config, database, clock: systemClock, log });
      // The month's events reach the webhook endpoints as when the month is closed in the cabinet.
      listenForWebhookEvents(deps);
      const closings = new MonthClosings(deps);
      const closing = await closings
        .start(
          CloseMonthInput.parse({
            year: options.year,
            month: options.month,
            replace: options.replace ?? false,
            reason: options.reason ?? '',
          }),
          null,
          true,
        )
        .finally(async () => {
          // First deliveries are tried now; the servers' retries take over what fails.
          await deps.domainEvents.settled();
          await deps.jobs.idle();
          await close();
        });
      process.stdout.write(
        `${options.month}.${options.year}: ${closing.status}, ${closing.documents} documents.\n`,
      );
    }),
  );

program
  .command('verify-month')
  .description(
    'Recompute a month from the register (every partner’s statement re-priced, open months too) and report every difference with the daily usage, the charges and the final documents',
  )
  .requiredOption('--year <yyyy>', 'year', (v) => Number.parseInt(v, 10))
  .requiredOption('--month <m>', 'month, 1 to 12', (v) => Number.parseInt(v, 10))
  .action((options: { year: number; month: number }) =>
    withDatabase(async ({ db }) => {
      const config = loadConfig();
      const { year, month } = MonthQuery.parse(options);
      const result = await verifyMonth(db, new FileStore(config.filesDir), year, month);
      process.stdout.write(
        `${month}.${year}: ${result.requests} requests on ${result.days} user-service-days, ${result.statements} partners' statements re-priced, ${result.documents} final documents, ${result.differences.length} differences.\n`,
      );
      for (const d of result.differences)
        process.stdout.write(
          `${d.check}: ${d.check === 'statement' ? 'partner' : 'user'} ${d.userLogin ?? d.userId ?? '-'} service ${d.serviceName ?? d.serviceId ?? '-'} ${d.day ?? ''} ${d.field}: register says ${d.expected}, found ${d.actual}\n`,
        );
      if (result.differences.length > 0) process.exitCode = 2;
    }),
  );

/** An error as the operator reads it: our refusals in words (English), never a message key. */
function describeError(error: unknown): string {
  if (error instanceof HttpError) {
    const t = translator('en');
    const fields = Object.entries(error.fieldErrors).map(
      ([field, keys]) => `${field}: ${keys.map((key) => t(key, error.params)).join('; ')}`,
    );
    const message = t(error.messageKey, error.params);
    return fields.length > 0 && !fields.some((f) => f.endsWith(message))
      ? `${message}\n${fields.join('\n')}`
      : fields.length > 0
        ? fields.join('\n')
        : message;
  }
  if (error instanceof ZodError)
    return error.issues
      .map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`)
      .join('\n');
  return error instanceof ConfigError || error instanceof Error ? error.message : String(error);
}

program.parseAsync().catch((error: unknown) => {
  process.stderr.write(`${describeError(error)}\n`);
  process.exit(1);
});
