import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A row's edit button: a link to its form, named «Edit: <what>». */
export function EditLink({ to, what }: { to: string; what: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('common.edit')}>
      <IconButton component={Link} to={to} aria-label={`${t('common.edit')}: ${what}`}>
        <EditIcon />
      </IconButton>
    </Tooltip>
  );
}
