export { NoAccess } from './NoAccess';
export { PageHeader } from './PageHeader';
export { QueryState } from './QueryState';
export { ConfirmDialog } from './ConfirmDialog';
export { RouterLink } from './RouterLink';
export { VisuallyHidden } from './VisuallyHidden';
export { RowMenu } from './RowMenu';
export type { RowMenuItem } from './RowMenu';
export { ShownOnceDialog } from './ShownOnceDialog';
