import type { ForecastTexts } from './ru';

const en: ForecastTexts = {
  title: 'Forecast to the end of the month',
  spend: 'Spend by the end of the month',
  titleEverybody: 'All partners’ forecast to the end of the month',
  revenue: 'Revenue by the end of the month',
  requests: 'Requests by the end of the month',
  range: 'likely {{low}} to {{high}} (80 %)',
  soFar: 'so far: {{value}}',
  basis: 'Based on: {{text}}',
  runsOut: 'Package no. {{id}} is projected to run out about {{day}}',
  actual: 'Actual',
  projected: 'Projected',
  chartSummary: 'Requests by day: {{soFar}} so far, {{expected}} projected for the month',
  noUsage: 'No usage to forecast from yet',
  services: 'By service',
};

export default en;
