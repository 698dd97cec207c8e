import type { FastifyBaseLogger } from 'fastify';

/** Requests just recorded for one partner's circle: whose, and of which services. */
export interface UsageRecorded {
  partnerId: number;
  userIds: number[];
  serviceIds: number[];
}

export type UsageRecordedListener = (recorded: UsageRecorded) => void;

/**
 * Where ingestion says, after a batch is committed, whose usage it recorded, so that others
 * (usage alerts) react without the features importing each other. Listeners are called at once
 * and must only take note: anything slow is theirs to run later, off the request's path.
 */
export class UsageRecordings {
  private readonly listeners = new Set<UsageRecordedListener>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Tells every listener; a failing one is logged and never fails the batch. */
  announce(recorded: readonly UsageRecorded[]): void {
    for (const listener of this.listeners)
      for (const one of recorded)
        try {
          listener(one);
        } catch (error) {
          this.log.error({ err: error }, 'usage recorded listener failed');
        }
  }

  on(listener: UsageRecordedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** Groups a batch's recorded (user, partner, service) triples by partner; no partner: left out. */
export function byPartner(
  records: Iterable<{ userId: number; partnerId: number | null; serviceId: number }>,
): UsageRecorded[] {
  const partners = new Map<number, { userIds: Set<number>; serviceIds: Set<number> }>();
  for (const { userId, partnerId, serviceId } of records) {
    if (partnerId === null) continue;
    let entry = partners.get(partnerId);
    if (!entry) partners.set(partnerId, (entry = { userIds: new Set(), serviceIds: new Set() }));
    entry.userIds.add(userId);
    entry.serviceIds.add(serviceId);
  }
  return [...partners].map(([partnerId, { userIds, serviceIds }]) => ({
    partnerId,
    userIds: [...userIds],
    serviceIds: [...serviceIds],
  }));
}
