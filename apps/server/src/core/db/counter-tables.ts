/**
 * Per user, service and UTC hour (`YYYY-MM-DDTHH`, migration 0030): the requests and failures that
 * ingestion adds in the transaction recording them, and error-rate alerts read instead of the
 * register's last hour.
 */
export interface HourlyUsageTable {
  user_id: number;
  service_id: number;
  hour: string;
  requests: number;
  failed: number;
}
