/**
 * How the forecast prices projected requests: given by app.ts (the usage feature's statement
 * code), so that this feature imports no other. One call prices the month as the statement would
 * with `projected` added; an empty `projected` is the statement so far.
 */
export interface ProjectedRequests {
  userId: number;
  serviceId: number;
  day: string;
  billable: number;
  notBillable: number;
}

export type PriceProjection = (
  userIds: readonly number[],
  year: number,
  month: number,
  projected: readonly ProjectedRequests[],
) => Promise<{
  statement: {
    totalMinor: number;
    services: ReadonlyArray<{ serviceId: number; totalMinor: number }>;
  };
  runOut: ReadonlyMap<number, { packageId: number; day: string }>;
}>;
