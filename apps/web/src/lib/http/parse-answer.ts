import type { ZodType } from 'zod';

export type AnswerSchema<T> = ZodType<T>;

/** An answer of another shape than the contract's: a server and client out of step, or a bug. */
export class MalformedAnswer extends Error {
  override name = 'MalformedAnswer';

  constructor(
    /** The call, e.g. `GET /api/user/3/reports`. */
    readonly call: string,
    /** Where the answer differs: `data.0.amountMinor: Invalid input: expected int, received string`. */
    readonly issues: string[],
  ) {
    super(`Unexpected answer to ${call}: ${issues.slice(0, 3).join('; ')}`);
  }
}

/** The answer as the schema reads it (dates and money checked); MalformedAnswer when it differs. */
export function parseAnswer<T>(schema: AnswerSchema<T>, body: unknown, call: string): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issues = result.error.issues.map(
    (issue) => `${issue.path.map(String).join('.') || '(answer)'}: ${issue.message}`,
  );
  throw new MalformedAnswer(call, issues);
}
