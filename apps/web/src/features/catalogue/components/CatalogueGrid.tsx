import type { ReactNode } from 'react';
import type { CatalogueService } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format';
import { SearchField, usePagedList } from '../../../lib/table';
import { CardGrid, QueryState } from '../../../lib/ui';
import { catalogueList } from '../queries';

const SORTABLE = ['name', 'code'] as const;
const CARDS_PER_PAGE = 12;

/** The catalogue as a searchable grid of cards, paged on the server; the state is in the address. */
export function CatalogueGrid({ card }: { card: (service: CatalogueService) => ReactNode }) {
  const { t, i18n } = useTranslation('catalogue');
  const { query, update, result } = usePagedList(
    SORTABLE,
    { rowsPerPage: CARDS_PER_PAGE },
    catalogueList,
  );
  const total = result.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / query.rowsPerPage));
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ width: { xs: '100%', sm: 360 } }}>
          <SearchField
            value={query.search}
            onChange={(search) => update({ search }, { replace: true })}
            label={t('search')}
            placeholder={t('searchHint')}
          />
        </Box>
        {result.isSuccess && (
          <Typography color="text.secondary" role="status">
            {t('found', { n: formatCount(total, i18n.language) })}
          </Typography>
        )}
      </Stack>
      <QueryState
        query={result}
        isEmpty={(page) => page.data.length === 0}
        empty={query.search ? t('nothingFound', { search: query.search }) : t('empty')}
      >
        {(page) => (
          <CardGrid
            columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
            busy={result.isPlaceholderData}
          >
            {page.data.map((service) => (
              <li key={service.id}>{card(service)}</li>
            ))}
          </CardGrid>
        )}
      </QueryState>
      {pages > 1 && (
        <Box
          component="nav"
          aria-label={t('pages')}
          sx={{ display: 'flex', justifyContent: 'center' }}
        >
          <Pagination
            count={pages}
            page={Math.min(query.page, pages)}
            onChange={(_, page) => update({ page })}
            siblingCount={0}
          />
        </Box>
      )}
    </Stack>
  );
}
