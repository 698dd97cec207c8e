export { useZodForm } from './use-zod-form';
export { applyServerErrors } from './server-errors';
export { FormTextField } from './FormTextField';
export type { FormTextFieldProps } from './FormTextField';
export { PasswordField } from './PasswordField';
export { SubmitButton } from './SubmitButton';
export { shownError } from './shown-error';
// FormSwitch, FormSection, FormActions, FormError, dateRangeErrors and zod-messages (it imports
// zod) are imported from their own files: the login page loads this barrel, and a barrel ships
// every module it names.
