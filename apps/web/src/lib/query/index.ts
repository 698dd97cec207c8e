import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type DefaultError,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';

/** A page of a list: the page shown stays on screen while the next one loads. */
export const usePageQuery = <T>(queryKey: QueryKey, queryFn: () => Promise<T>, enabled = true) =>
  useQuery({ queryKey, queryFn, placeholderData: keepPreviousData, enabled });

/** One thing the address names (`id`), asked for only once there is an id. */
export const useQueryOf = <I, T>(
  queryKey: QueryKey,
  id: I | undefined,
  queryFn: (id: I) => Promise<T>,
  options: { staleTime?: number } = {},
) => useQuery({ queryKey, queryFn: () => queryFn(id!), enabled: id !== undefined, ...options });

/**
 * A change after which what shows it is asked again: every query under one of `refresh` (the
 * change's promise settles once they have been asked).
 */
export function useRefreshingMutation<TData, TVariables>(
  refresh: readonly QueryKey[],
  options: Omit<UseMutationOptions<TData, DefaultError, TVariables>, 'onSuccess'>,
) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    onSuccess: () => Promise.all(refresh.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
export { partnerChoices, type Choice } from './partner-choices';
export { useFileDownload } from './file-download';

/** The filters a list is asked with: those set (an absent one is not sent). */
export const definedOnly = (values: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
