import type { Dashboard } from '@cabinet/contract';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '../../../lib/format';
// Not through lib/ui's index (issue 43): see pages/DashboardPage.tsx.
import { StatCard } from '../../../lib/ui/StatCard';
import { percent } from '../format';

interface DashboardStatsProps {
  data: Dashboard;
  /** The provider's staff: the month's revenue instead of the month's spend. */
  staff: boolean;
}

/** The dashboard's five figures: today, this month, revenue or spend, errors, packages. */
export function DashboardStats({ data, staff }: DashboardStatsProps) {
  const { t, i18n } = useTranslation('dashboard');
  const lang = i18n.language;
  const stats = [
    {
      id: 'today',
      label: t('today'),
      value: formatCount(data.todayCounts.requests, lang),
      caption: `${t('failed')}: ${formatCount(data.todayCounts.failed, lang)}`,
      accent: 'primary.main',
    },
    {
      id: 'month',
      label: t('thisMonth'),
      value: formatCount(data.monthCounts.requests, lang),
      caption: `${t('successful')}: ${formatCount(data.monthCounts.successful, lang)}`,
      accent: 'primary.main',
    },
    {
      id: 'revenue',
      label: t(staff ? 'revenue' : 'spend'),
      value: formatMoney(data.monthCounts.amountMinor, data.currency, lang),
      caption: `${t('today')}: ${formatMoney(data.todayCounts.amountMinor, data.currency, lang)}`,
      accent: 'success.main',
    },
    {
      id: 'errors',
      label: t('errors'),
      value: formatCount(data.monthCounts.failed, lang),
      caption: t('errorRate', {
        rate: percent(
          data.monthCounts.requests ? data.monthCounts.failed / data.monthCounts.requests : 0,
          lang,
        ),
      }),
      accent: 'error.main',
    },
    {
      id: 'packages',
      label: t('packages'),
      value: formatCount(data.packages.remaining, lang),
      caption: data.packages.packages
        ? t('packagesOf', {
            quota: formatCount(data.packages.quota, lang),
            count: data.packages.packages,
          })
        : t('noPackages'),
      accent: 'warning.main',
    },
  ];
  return (
    <Box
      sx={{
        gridColumn: 'span 12',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(5, minmax(0, 1fr))',
        },
      }}
    >
      {stats.map((stat) => (
        <StatCard key={stat.id} {...stat} labelAs="h2" testId={`stat-${stat.id}`} />
      ))}
    </Box>
  );
}
