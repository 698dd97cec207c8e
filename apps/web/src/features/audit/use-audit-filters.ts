import { useCallback } from 'react';
import { dayParam, useUrlState } from '../../lib/url-state';

export interface AuditFilterValues {
  actorId?: string | undefined;
  objectType?: string | undefined;
  objectId?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** The audit log's filters in the address; a change goes back to the first page. */
export function useAuditFilters(): [
  AuditFilterValues,
  (changes: Partial<AuditFilterValues>) => void,
] {
  const [params, change] = useUrlState();
  const value: AuditFilterValues = {
    actorId: /^\d{1,10}$/.test(params.get('actorId') ?? '') ? params.get('actorId')! : undefined,
    objectType: params.get('objectType') ?? undefined,
    objectId: params.get('objectId') ?? undefined,
    startDate: dayParam(params.get('startDate')),
    endDate: dayParam(params.get('endDate')),
  };
  const update = useCallback(
    (changes: Partial<AuditFilterValues>) =>
      change(
        {
          ...Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v ?? null])),
          page: null,
        },
        { replace: true },
      ),
    [change],
  );
  return [value, update];
}
