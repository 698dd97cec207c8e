import { DIRECTORY_SORT_COLUMNS, type Person } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ListPage, usePagedList, type Column } from '../../../lib/table';
import { RouterLink } from '../../../lib/ui';
import { contactPath, fullName, telHref } from '../format';
import { peopleList } from '../queries';

type SortKey = (typeof DIRECTORY_SORT_COLUMNS)[number];

/** /Directory: people with their contacts (an admin: everybody; a partner: its own people). */
export default function DirectoryPage() {
  const { t } = useTranslation('directory');
  const people = usePagedList(DIRECTORY_SORT_COLUMNS, { sortBy: 'name' }, peopleList);

  const columns: Column<Person, SortKey>[] = [
    {
      id: 'person',
      label: t('person'),
      sortKey: 'name',
      render: (person) => (
        <Stack spacing={0.25} sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <RouterLink to={contactPath(person.id)} sx={{ fontWeight: 500 }}>
              {fullName(person)}
            </RouterLink>
            {person.blocked && <Chip size="small" color="warning" label={t('blocked')} />}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {person.login} · {t(`groups.${person.group}`)}
            <Box component="span" sx={{ display: { sm: 'none' } }}>
              {' · '}
              {person.company ?? t('staff')}
            </Box>
          </Typography>
        </Stack>
      ),
    },
    {
      id: 'company',
      label: t('company'),
      sortKey: 'company',
      hideBelow: 'sm',
      render: (person) =>
        person.company ?? (
          <Typography variant="body2" color="text.secondary" component="span">
            {t('staff')}
          </Typography>
        ),
    },
    {
      id: 'email',
      label: t('email'),
      sortKey: 'email',
      hideBelow: 'md',
      render: (person) => (
        <Link
          href={`mailto:${person.email}`}
          aria-label={t('writeTo', { email: person.email, name: fullName(person) })}
        >
          {person.email}
        </Link>
      ),
      sx: { overflowWrap: 'anywhere' },
    },
    {
      id: 'phone',
      label: t('phone'),
      hideBelow: 'lg',
      render: (person) =>
        person.companyPhone ? (
          <Link href={telHref(person.companyPhone)} sx={{ whiteSpace: 'nowrap' }}>
            {person.companyPhone}
          </Link>
        ) : (
          '—'
        ),
    },
    {
      id: 'roles',
      label: t('roles'),
      hideBelow: 'lg',
      render: (person) => person.roles.join(', ') || '—',
    },
  ];

  return (
    <ListPage
      title={t('routes.directoryPage')}
      subtitle={t('intro')}
      search={{ label: t('search') }}
      columns={columns}
      {...people}
      rowProps={(person) => ({ 'data-login': person.login })}
      empty={t('empty')}
    />
  );
}
