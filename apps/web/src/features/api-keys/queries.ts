import { useState } from 'react';
import type { ApiKey } from '@cabinet/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKeysApi as api, type IssuedKey } from './api';

const root = ['api-keys'] as const;
export const apiKeysKeys = {
  all: root,
  holders: [...root, 'holders'] as const,
};

export const useApiKeys = () => useQuery({ queryKey: apiKeysKeys.all, queryFn: api.list });

/** People a key may be issued to, asked only when the dialog offers the choice. */
export const useKeyHolders = (enabled: boolean) =>
  useQuery({ queryKey: apiKeysKeys.holders, queryFn: api.holders, enabled });

/** Issuing a key; its failures are the dialog's to show, not a toast. */
export const useIssueKey = () => useMutation({ mutationFn: api.issue, meta: { quiet: true } });

/**
 * The keys page's data: the list, and the dialogs' state (issuing one, the key just issued shown
 * once, the key being revoked) with the revocation itself.
 */
export function useApiKeysPage(onRevoked: () => void) {
  const queryClient = useQueryClient();
  const keys = useApiKeys();
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<IssuedKey>();
  const [revoking, setRevoking] = useState<ApiKey>();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: apiKeysKeys.all });
  const revoke = useMutation({
    mutationFn: api.revoke,
    onSuccess: () => {
      onRevoked();
      setRevoking(undefined);
      refresh();
    },
  });
  const onIssued = (key: IssuedKey) => {
    setIssuing(false);
    setIssued(key);
    refresh();
  };
  return { keys, issuing, setIssuing, issued, setIssued, revoking, setRevoking, revoke, onIssued };
}
