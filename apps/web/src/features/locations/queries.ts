import { useQuery } from '@tanstack/react-query';
import { locationsApi } from './api';

const root = ['locations'] as const;
export const locationsKeys = {
  all: root,
  list: [...root, 'all'] as const,
};

/** Every partner's place. */
export const useLocations = () =>
  useQuery({ queryKey: locationsKeys.list, queryFn: locationsApi.all });
