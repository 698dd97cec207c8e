import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A row's icon button to another page: its tooltip `label`, named «<label>: <what>». */
export function IconLink({
  to,
  label,
  what,
  icon,
}: {
  to: string;
  label: string;
  what: string;
  icon: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={to} aria-label={`${label}: ${what}`}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** A row's edit button: a link to its form, named «Edit: <what>». */
export function EditLink({ to, what }: { to: string; what: string }) {
  const { t } = useTranslation();
  return <IconLink to={to} label={t('common.edit')} what={what} icon={<EditIcon />} />;
}
