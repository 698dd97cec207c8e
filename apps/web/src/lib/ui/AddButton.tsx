import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router';

type AddButtonProps = { children: ReactNode; sx?: SxProps<Theme> } & (
  { to: string } | { onClick: () => void }
);

/** A page's main button that adds something: a link to the form (`to`) or an action. */
export function AddButton({ children, sx, ...target }: AddButtonProps) {
  const look = { variant: 'contained', startIcon: <AddIcon />, sx } as const;
  return 'to' in target ? (
    <Button component={Link} to={target.to} {...look}>
      {children}
    </Button>
  ) : (
    <Button onClick={target.onClick} {...look}>
      {children}
    </Button>
  );
}
