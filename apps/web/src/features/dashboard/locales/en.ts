import type { DashboardTexts } from './ru';

const en: DashboardTexts = {
  refresh: 'Refresh',
  today: 'Today',
  thisMonth: 'Month to date',
  revenue: 'Revenue this month',
  spend: 'Spend this month',
  errors: 'Errors this month',
  errorRate: 'error rate {{rate}}',
  packages: 'Package balance',
  packagesOf: 'of {{quota}}, open packages: {{count}}',
  noPackages: 'no open packages',
  asOf: 'as of {{day}}, provider’s time',
  successful: 'Successful',
  failed: 'Errors',
  last30: 'Last 30 days',
  topServices: 'Top services this month',
  topAccounts: {
    partner: 'Top partners this month',
    user: 'Top users this month',
  },
  byAccount: { partner: 'By partner', user: 'By user' },
  noUsage: 'No requests in this period',
  chartSummary: '{{title}}: {{total}} requests in all, {{failed}} of them failed',
  dayTooltip: '{{day}}: {{requests}} requests, {{failed}} failed',
  charts: {
    period: 'Period',
    days: '{{count}} days',
    byDay: 'By day',
    byService: 'By service',
    byHour: 'By hour of the day',
    byHourNote: 'Last {{count}} days (from {{from}}), provider’s time',
    errorRates: 'Error rates',
  },
  calendar: {
    intro:
      'What happens in a month: tariffs, packages and assignments end, documents are made, months are closed.',
    previous: 'Previous month',
    next: 'Next month',
    thisMonth: 'This month',
    empty: 'Nothing ends this month',
    kinds: {
      tariffEnds: 'Tariff ends',
      packageEnds: 'Package ends',
      assignmentEnds: 'Assignment ends',
      closingDue: 'Month to close',
      monthClosed: 'Month closed',
      documents: 'Documents',
    },
    documentsTitle: 'for {{month}}: {{count}}',
    closedTitle: '{{month}}, documents: {{count}}',
    dueTitle: '{{month}} is not closed yet',
    list: 'Events of the month',
  },
};

export default en;
