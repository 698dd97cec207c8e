export { ChartLegend } from './ChartLegend';
export { StackedBarChart } from './StackedBarChart';
export type { AxisLabel, StackedBar } from './StackedBarChart';
export { niceScale } from './scale';
export { useWidth } from './use-width';
