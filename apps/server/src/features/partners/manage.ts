import {
  MessageKey,
  type CompanyProfile,
  type Partner,
  type PartnerCreate,
  type PartnerUpdate,
} from '@cabinet/contract';
import type { z } from 'zod';
import type { Db } from '../../core/db/schema.js';
import type { Caller } from '../../core/auth/current-user.js';
import { HttpError, notFound } from '../../core/http/errors.js';
import { isUniqueViolation } from '../../core/db/errors.js';
import { hashPassword } from '../../core/auth/passwords.js';
import { ownUsersOf } from '../../core/auth/scope.js';
import {
  assertFree,
  insertUser,
  normalizeEmail,
  roleIdsByKey,
  setBlocked,
} from '../../core/auth/accounts.js';
import { findPartner } from './queries.js';
import { partnerHasHistory } from './history.js';

const profileColumns = (profile: CompanyProfile) => ({
  company_name: profile.companyName,
  tax_id: profile.taxId,
  contract_number: profile.contractNumber,
  contract_date: profile.contractDate,
  legal_address: profile.legalAddress,
  city: profile.city,
  phone: profile.phone,
  contact_email: profile.contactEmail,
  bank_name: profile.bankName,
  iban: profile.iban,
  bic: profile.bic,
});

async function assertTaxIdFree(db: Db, taxId: string, exceptUserId?: number): Promise<void> {
  const owner = await db
    .selectFrom('partner_profiles')
    .select('user_id')
    .where('tax_id', '=', taxId)
    .$if(exceptUserId !== undefined, (q) => q.where('user_id', '!=', exceptUserId!))
    .executeTakeFirst();
  if (owner)
    throw new HttpError(422, MessageKey.partnerSaveFailed, { taxId: [MessageKey.taxIdTaken] });
}

/** Writes that race past the checks still answer as the checks would. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      const field = String((error as Error).message).includes('tax_id') ? 'taxId' : 'login';
      throw new HttpError(422, MessageKey.partnerSaveFailed, {
        [field]: [field === 'taxId' ? MessageKey.taxIdTaken : MessageKey.loginTaken],
      });
    }
    throw error;
  }
}

export async function createPartner(
  db: Db,
  caller: Caller,
  input: z.output<typeof PartnerCreate>,
  now: string,
): Promise<Partner> {
  await assertTaxIdFree(db, input.taxId);
  const passwordHash = await hashPassword(input.password);
  const id = await guarded(() =>
    db.transaction().execute(async (trx) => {
      await assertFree(trx, input.login, input.email, MessageKey.partnerSaveFailed);
      const userId = await insertUser(
        trx,
        {
          login: input.login,
          email: input.email,
          name: input.name || input.companyName,
          surname: '',
          description: '',
          password_hash: passwordHash,
          group: 'Partner',
          parent_id: null,
          created_at: now,
          updated_at: now,
        },
        await roleIdsByKey(trx, ['Partner']),
      );
      await trx
        .insertInto('partner_profiles')
        .values({ user_id: userId, ...profileColumns(input), created_at: now, updated_at: now })
        .execute();
      return userId;
    }),
  );
  return (await findPartner(db, caller, id))!;
}

export async function updatePartner(
  db: Db,
  caller: Caller,
  id: number,
  input: z.output<typeof PartnerUpdate>,
  now: string,
): Promise<Partner> {
  if (!(await findPartner(db, caller, id))) throw notFound(MessageKey.partnerNotFound);
  await assertTaxIdFree(db, input.taxId, id);
  await guarded(() =>
    db.transaction().execute(async (trx) => {
      await assertFree(trx, input.login, input.email, MessageKey.partnerSaveFailed, id);
      await trx
        .updateTable('users')
        .set({
          login: input.login,
          email: normalizeEmail(input.email),
          name: input.name || input.companyName,
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
      await trx
        .updateTable('partner_profiles')
        .set({ ...profileColumns(input), updated_at: now })
        .where('user_id', '=', id)
        .execute();
      if (input.blocked !== undefined) await setBlocked(trx, id, input.blocked, now);
    }),
  );
  return (await findPartner(db, caller, id))!;
}

/**
 * Erases a partner with its users; one with usage or documents is blocked instead (with its
 * users), so that nothing it was billed for loses its owner.
 */
export async function deletePartner(
  db: Db,
  caller: Caller,
  id: number,
  now: string,
): Promise<'deleted' | 'blocked'> {
  if (!(await findPartner(db, caller, id))) throw notFound(MessageKey.partnerNotFound);
  const everyone = await ownUsersOf(db, { id, group: 'Partner' });
  if (await partnerHasHistory(db, everyone)) {
    await db.transaction().execute(async (trx) => {
      for (const userId of everyone) await setBlocked(trx, userId, true, now);
    });
    return 'blocked';
  }
  await db.deleteFrom('users').where('id', 'in', everyone).execute();
  return 'deleted';
}
