import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { directoryApi } from '../api';
import { treeRows } from '../components/tree-rows';
import { directoryKeys } from '../queries';

/** The roles → rule groups → rules tree, and which of its rows are open. */
export function useAccessTree() {
  const tree = useQuery({
    queryKey: directoryKeys.accessTree,
    queryFn: async () => {
      const [roles, groups] = await Promise.all([directoryApi.roles(), directoryApi.ruleGroups()]);
      return treeRows(roles, groups);
    },
  });
  const [open, setOpen] = useState<Set<string>>(new Set());
  const toggle = (id: string, value?: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (value ?? !next.has(id)) next.add(id);
      else next.delete(id);
      return next;
    });
  const expandAll = () =>
    setOpen(new Set((tree.data ?? []).filter((r) => r.hasChildren).map((r) => r.id)));
  const collapseAll = () => setOpen(new Set());
  return { tree, open, toggle, expandAll, collapseAll };
}
