import { z } from 'zod';
import { UserGroup } from './auth.js';

/** A user as a report names it. */
export const ReportPerson = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string(),
  surname: z.string(),
});
export type ReportPerson = z.infer<typeof ReportPerson>;

/** The service a report or the register is about. */
export const ReportService = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type ReportService = z.infer<typeof ReportService>;

/**
 * Whose report an answer is. It names only accounts the caller reaches: the subject (the path's
 * user), the partner whose circle the subject belongs to (null when the caller does not reach it,
 * or the subject belongs to none), and that partner's users when the caller may also list users
 * (to switch between their reports and to name each register row's user; at most 100, by login).
 */
export const ReportContext = z.object({
  subject: ReportPerson.extend({ group: UserGroup, parentId: z.number().int().nullable() }),
  partner: ReportPerson.nullable(),
  members: z.array(ReportPerson),
});
export type ReportContext = z.infer<typeof ReportContext>;

/** A report of one service: whose it is, and the service. */
export const ServiceReportContext = ReportContext.extend({ service: ReportService });
export type ServiceReportContext = z.infer<typeof ServiceReportContext>;
