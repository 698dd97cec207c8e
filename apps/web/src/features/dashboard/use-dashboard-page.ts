import { useQuery, useQueryClient } from '@tanstack/react-query';
import { USAGE_RECORDED_EVENT } from '@cabinet/contract';
import { useTranslation } from 'react-i18next';
import { usePrivateEvent } from '../../lib/private-events';
import { useAuth } from '../../lib/session';
import { dashboardApi } from './api';
import { dashboardKeys } from './queries';

/**
 * The dashboard's data: the summary of the caller's scope, refreshed as usage is recorded in it,
 * and whether the caller is the provider's staff.
 */
export function useDashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  // The provider's staff see what partners paid it; a partner and its users, what they spent.
  const staff = useAuth((s) => s.user?.groups.includes('Admin') ?? false);
  const summary = useQuery({ queryKey: dashboardKeys.summary, queryFn: dashboardApi.summary });
  // Usage recorded in the caller's scope (told over its private channels): the figures refresh.
  const queryClient = useQueryClient();
  usePrivateEvent(
    USAGE_RECORDED_EVENT,
    () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  );
  return { t, lang: i18n.language, staff, summary };
}
