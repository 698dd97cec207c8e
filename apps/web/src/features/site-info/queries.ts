import { useQuery } from '@tanstack/react-query';
import { siteInfoApi } from './api';

export const siteInfoKeys = {
  all: ['site-info'] as const,
};

/** The provider's contacts and links; they change only with a deploy. */
export const useSiteInfo = () =>
  useQuery({ queryKey: siteInfoKeys.all, queryFn: siteInfoApi.get, staleTime: Infinity });
