import {
  dayParam,
  idParam,
  textParam,
  useUrlFilters,
  type FilterValues,
} from '../../lib/url-state';

const AUDIT_FILTERS = {
  actorId: idParam,
  objectType: textParam,
  objectId: textParam,
  startDate: dayParam,
  endDate: dayParam,
};

export type AuditFilterValues = FilterValues<typeof AUDIT_FILTERS>;

/** The audit log's filters in the address; a change goes back to the first page. */
export const useAuditFilters = () => useUrlFilters(AUDIT_FILTERS);
