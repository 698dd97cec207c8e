import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Markdown } from '../../../lib/markdown';
import { PublicPage } from '../../../lib/ui/PublicPage';
import { SearchField, usePagedList } from '../../../lib/table';
import { QueryState } from '../../../lib/ui';
import { catalogueApi } from '../api';
import { catalogueList, catalogueKeys } from '../queries';

const SORTABLE = ['name'] as const;
/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function Documentation({ code }: { code: string }) {
  const { t } = useTranslation('catalogue');
  const service = useQuery({
    queryKey: catalogueKeys.one(code),
    queryFn: () => catalogueApi.one(code),
  });
  return (
    <QueryState query={service}>
      {(data) => (
        <Box component="article" aria-labelledby="library-doc-title">
          <Typography
            id="library-doc-title"
            variant="h6"
            component="h2"
            // The documentation usually opens with its own title.
            sx={data.documentation.startsWith('# ') ? visuallyHidden : undefined}
          >
            {data.name}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ fontFamily: 'monospace', mb: 2 }}
          >
            {data.code}
          </Typography>
          {data.documentation ? (
            <Markdown>{data.documentation}</Markdown>
          ) : (
            <Typography color="text.secondary">{t('library.noDocs')}</Typography>
          )}
        </Box>
      )}
    </QueryState>
  );
}

function Library() {
  const { t } = useTranslation('catalogue');
  const [params] = useSearchParams();
  const selected = params.get('service') ?? undefined;
  const { query, update, result } = usePagedList(SORTABLE, { rowsPerPage: 25 }, catalogueList);
  const pages = Math.max(1, Math.ceil((result.data?.meta.total ?? 0) / query.rowsPerPage));
  const linkTo = (code: string) => {
    const next = new URLSearchParams(params);
    next.set('service', code);
    return `?${next.toString()}`;
  };
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '280px 1fr' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" component="nav" aria-label={t('library.services')} sx={{ p: 2 }}>
        <Stack spacing={1}>
          <Box sx={{ '& .MuiFormControl-root': { width: '100%', minWidth: 0 } }}>
            <SearchField
              value={query.search}
              onChange={(search) => update({ search }, { replace: true })}
              label={t('search')}
            />
          </Box>
          <QueryState
            query={result}
            isEmpty={(page) => page.data.length === 0}
            empty={query.search ? t('nothingFound', { search: query.search }) : t('empty')}
          >
            {(page) => (
              <List dense disablePadding>
                {page.data.map((service) => (
                  // A list holds items: the link sits in one (a bare <a> in a <ul> is not a list).
                  <ListItem key={service.id} disablePadding>
                    <ListItemButton
                      component={Link}
                      to={linkTo(service.code)}
                      selected={service.code === selected}
                      aria-current={service.code === selected ? 'page' : undefined}
                    >
                      <ListItemText primary={service.name} secondary={service.description} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
          </QueryState>
          {pages > 1 && (
            <Pagination
              count={pages}
              page={Math.min(query.page, pages)}
              onChange={(_, page) => update({ page })}
              siblingCount={0}
              size="small"
            />
          )}
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
        {selected ? (
          <Documentation code={selected} />
        ) : (
          <Typography color="text.secondary">{t('library.choose')}</Typography>
        )}
      </Paper>
    </Box>
  );
}

/** /libraryPage: the public documentation of every active service. */
function LibraryPage() {
  const { t } = useTranslation('catalogue');
  return (
    <PublicPage title={t('routes.libraryPage')} subtitle={t('library.intro')}>
      <Library />
    </PublicPage>
  );
}

export default LibraryPage;
