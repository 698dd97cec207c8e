/** Whose usage a rule watches: its user, or the partner and all of the partner's users. */
export interface Target {
  userIds: number[];
  serviceId: number | null;
}

/**
 * A rule's figure now: the value it compares, whether its condition holds, and the period a
 * crossing belongs to (fired once per period). Null: nothing to judge (no open package).
 */
export interface Reading {
  value: number;
  holds: boolean;
  period: string;
}
