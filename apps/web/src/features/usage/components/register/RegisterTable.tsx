import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RegisterResult } from '../../api';
import { PagedTable, type TableQuery, type TableQueryUpdate } from '../../../../lib/table';
import { useRegisterColumns, type RegisterSortKey } from './columns';
import { RegisterSummary } from './RegisterSummary';

/** The register's page of requests with its totals; a row (or its id) opens the request. */
export function RegisterTable({
  register,
  query,
  update,
  filter,
  period,
  requestId,
  openRequest,
  userLabel,
}: {
  register: UseQueryResult<RegisterResult>;
  query: TableQuery<RegisterSortKey>;
  update: TableQueryUpdate<RegisterSortKey>;
  filter: string;
  period: string;
  requestId: string | undefined;
  openRequest: (requestId: string) => void;
  userLabel: ((userId: number) => string | undefined) | undefined;
}) {
  const { t } = useTranslation('usage');
  const columns = useRegisterColumns(openRequest, userLabel);
  // A click anywhere on a row opens it, as its request id button does for the keyboard.
  const openRow = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('button, a, input')) return;
    const id = target.closest('tr[data-request-id]')?.getAttribute('data-request-id');
    if (id) openRequest(id);
  };
  return (
    <Box
      onClick={openRow}
      sx={{
        '& tbody tr[data-request-id]': { cursor: 'pointer' },
        '& tbody tr[data-selected="true"]': { bgcolor: 'action.selected' },
      }}
    >
      <RegisterSummary
        totals={register.data?.totals}
        matchedBy={filter ? register.data?.matchedBy : undefined}
      />
      <PagedTable
        label={t('register.tableLabel', { period })}
        columns={columns}
        result={register}
        query={query}
        update={update}
        rowProps={(row) => ({
          'data-request-id': row.requestId,
          'data-selected': row.requestId === requestId ? 'true' : undefined,
        })}
        empty={t('register.empty')}
      />
    </Box>
  );
}
