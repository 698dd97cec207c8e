/** One request to a service as the register records it, whether called here or ingested. */
export interface UsageRequest {
  requestId: string;
  userId: number;
  serviceId: number;
  /** ISO-8601 time. */
  requestedAt: string;
  status: 'success' | 'error';
  httpStatus: number;
  durationMs: number;
  subject: string;
  requestPayload: string;
  responsePayload: string;
}
