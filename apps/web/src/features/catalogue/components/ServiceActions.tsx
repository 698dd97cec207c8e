import Button from '@mui/material/Button';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrowOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Available } from '../api';

/** Documentation of a service, and its form when the user has it and it has one. */
export function ServiceActions({
  service,
  mine,
}: {
  service: { id: number; name: string };
  mine?: Available | null;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      <Button
        component={Link}
        to={`/service/${service.id}`}
        startIcon={<MenuBookIcon />}
        aria-label={`${t('actions.docs')}: ${service.name}`}
      >
        {t('actions.docs')}
      </Button>
      {mine?.hasForm && mine.status === 'active' && (
        <Button
          component={Link}
          to={`/service/${service.id}/form`}
          startIcon={<PlayArrowIcon />}
          aria-label={`${t('actions.form')}: ${service.name}`}
        >
          {t('actions.form')}
        </Button>
      )}
    </>
  );
}
