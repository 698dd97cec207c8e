import type { CatalogueService } from '@cabinet/contract';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ListPage, usePagedList, type Column } from '../../../lib/table';
import { RouterLink } from '../../../lib/ui';
import { LowestPrice } from '../components/LowestPrice';
import { catalogueList, useAvailableById } from '../queries';

const SORTABLE = ['name', 'code'] as const;
type Sort = (typeof SORTABLE)[number];

/** /Pagination: the catalogue as a list: sorted, searched and paged on the server. */
function PaginationPage() {
  const { t } = useTranslation('catalogue');
  const list = usePagedList(SORTABLE, { sortBy: 'name' }, catalogueList);
  const { query } = list;
  const { byId, ready } = useAvailableById();
  const columns: Column<CatalogueService, Sort>[] = [
    {
      id: 'name',
      label: t('list.name'),
      sortKey: 'name',
      render: (row) => <RouterLink to={`/service/${row.id}`}>{row.name}</RouterLink>,
    },
    {
      id: 'code',
      label: t('list.code'),
      sortKey: 'code',
      hideBelow: 'sm',
      render: (row) => <Box sx={{ fontFamily: 'monospace' }}>{row.code}</Box>,
    },
    {
      id: 'description',
      label: t('list.description'),
      hideBelow: 'lg',
      render: (row) => row.description,
    },
    {
      id: 'price',
      label: t('list.price'),
      render: (row) => <LowestPrice tariffs={row.tariffs} />,
    },
    {
      id: 'yours',
      label: t('list.yours'),
      hideBelow: 'md',
      render: (row) => (ready ? (byId.get(row.id)?.tariff?.name ?? t('prices.noTariff')) : ''),
    },
  ];
  return (
    <ListPage
      title={t('routes.paginationPage')}
      subtitle={t('list.intro')}
      search={{ label: t('search'), placeholder: t('searchHint') }}
      columns={columns}
      {...list}
      empty={query.search ? t('nothingFound', { search: query.search }) : t('empty')}
    />
  );
}

export default PaginationPage;
