import type { Kysely } from 'kysely';
import { MessageKey, Permission, type ReportContext, type ReportPerson } from '@cabinet/contract';
import type { Database } from '../../core/db/schema.js';
import type { Caller } from '../../core/auth/current-user.js';
import { notFound } from '../../core/http/errors.js';
import { mayReach, partnerOf, type Account } from '../../core/auth/scope.js';

type Db = Kysely<Database>;

/** How many of a partner's users a context lists, as the client's user picker did. */
export const MAX_MEMBERS = 100;

const personColumns = ['id', 'login', 'name', 'surname'] as const;
const person = ({ id, login, name, surname }: ReportPerson): ReportPerson => ({
  id,
  login,
  name,
  surname,
});

/**
 * Whose report an answer is, for a subject the guard already found in the caller's scope. The
 * partner is named only when the caller reaches it, and its users listed only when the caller
 * also may list users: a client never learns its partner's name or its fellow users'.
 */
export async function reportContext(
  db: Db,
  caller: Caller,
  subject: Account,
): Promise<ReportContext> {
  const partnerId = partnerOf(subject);
  // A partner has no parent of its own: reaching it means being an admin or the partner itself.
  const reachesPartner = partnerId !== null && mayReach(caller, { id: partnerId, parent_id: null });
  const listsMembers = reachesPartner && caller.permissions.has(Permission.usersView);
  const [people, members] = await Promise.all([
    db
      .selectFrom('users')
      .select(personColumns)
      .where('id', 'in', reachesPartner ? [subject.id, partnerId] : [subject.id])
      .execute(),
    listsMembers
      ? db
          .selectFrom('users')
          .select(personColumns)
          .where('parent_id', '=', partnerId)
          .where('group', '=', 'client')
          .orderBy('login')
          .limit(MAX_MEMBERS)
          .execute()
      : [],
  ]);
  const named = people.find((user) => user.id === subject.id);
  const partner = people.find((user) => user.id === partnerId);
  // Removed since the guard found it.
  if (!named) throw notFound(MessageKey.userNotFound);
  return {
    subject: { ...person(named), group: subject.group, parentId: subject.parentId },
    partner: reachesPartner && partner ? person(partner) : null,
    members: members.map(person),
  };
}
