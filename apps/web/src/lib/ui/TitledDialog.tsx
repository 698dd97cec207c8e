import { useId, type FormEventHandler, type ReactNode } from 'react';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';

type TitledDialogProps = Omit<
  DialogProps,
  'title' | 'children' | 'onSubmit' | 'aria-labelledby'
> & {
  /** The heading, and the dialog's accessible name. */
  title: ReactNode;
  /** A form dialog: a form named by the title holds the title, the content and the actions. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** The content and actions; given the title's id where a part inside is named by it too. */
  children: ReactNode | ((titleId: string) => ReactNode);
};

/** A dialog named by its title: the base of the form, view, confirm and shown-once dialogs. */
export function TitledDialog({ title, onSubmit, children, ...dialog }: TitledDialogProps) {
  const titleId = useId();
  const inside = (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {typeof children === 'function' ? children(titleId) : children}
    </>
  );
  return (
    <Dialog {...dialog} aria-labelledby={titleId}>
      {onSubmit ? (
        <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
          {inside}
        </form>
      ) : (
        inside
      )}
    </Dialog>
  );
}
