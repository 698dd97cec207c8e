export { BillableOutcomesNote, useBillableOutcomesText } from './BillableOutcomesNote';
