import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from './QueryState';

/** QueryState for a list the server answers whole: `empty` stands in for a list with no rows. */
export function ListState<T>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  empty?: ReactNode;
  children: (rows: T[]) => ReactNode;
}) {
  return (
    <QueryState query={query} isEmpty={(rows) => rows.length === 0} empty={empty}>
      {children}
    </QueryState>
  );
}
