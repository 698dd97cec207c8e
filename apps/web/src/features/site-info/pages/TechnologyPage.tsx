import type { ReactNode } from 'react';
import {
  API_ABILITIES,
  API_KEY_PREFIX,
  MAX_INGEST_BATCH,
  TOKEN_IDLE_MINUTES,
} from '@cabinet/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CSRF_COOKIE_PATH } from '../../../lib/http';
import { PageHeader, RouterLink } from '../../../lib/ui';
import { exampleAnswer, exampleBatch, ingestRecordFields } from '../ingest-docs';

const TOKEN_PATH = '/api/sanctum/token';
const INGEST_PATH = '/api/usage/requests';
const OPENAPI_PATH = '/api/openapi.json';
const DOCS_PATH = '/api/docs';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={1.5}>{children}</Stack>
    </Paper>
  );
}

function Code({ label, value }: { label: string; value: unknown }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {label}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={label}
        sx={{
          m: 0,
          p: 2,
          overflowX: 'auto',
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: 13,
          lineHeight: 1.5,
        }}
      >
        {JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
}

function RecordFields() {
  const { t } = useTranslation('site-info');
  return (
    <TableContainer tabIndex={0} aria-label={t('technology.fieldsTitle')}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('technology.field')}</TableCell>
            <TableCell>{t('technology.type')}</TableCell>
            <TableCell>{t('technology.required')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {t('technology.limits')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ingestRecordFields().map((field) => (
            <TableRow key={field.name}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{field.name}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', minWidth: 96 }}>{field.type}</TableCell>
              <TableCell>{field.required ? t('technology.yes') : t('technology.no')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {field.limits.map((limit) => t(`technology.limit.${limit.kind}`, limit)).join('; ')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** /technologyPage: how the services work, with the record format taken from the contract. */
function TechnologyPage() {
  const { t } = useTranslation('site-info');
  return (
    <>
      <PageHeader title={t('routes.technologyPage')} subtitle={t('technology.intro')} />
      <Stack spacing={3}>
        <Section title={t('technology.apiTitle')}>
          <Typography>
            {t('technology.apiText', { openapi: OPENAPI_PATH, docs: DOCS_PATH })}
          </Typography>
          <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Link href={OPENAPI_PATH}>OpenAPI</Link>
            <Link href={DOCS_PATH}>{DOCS_PATH}</Link>
          </Stack>
        </Section>
        <Section title={t('technology.authTitle')}>
          <Box component="ol" sx={{ m: 0, pl: 3, '& li + li': { mt: 1 } }}>
            <li>{t('technology.authSteps.csrf', { path: CSRF_COOKIE_PATH })}</li>
            <li>{t('technology.authSteps.token', { path: TOKEN_PATH })}</li>
            <li>{t('technology.authSteps.bearer', { minutes: TOKEN_IDLE_MINUTES })}</li>
          </Box>
          <Typography>{t('technology.integratorText')}</Typography>
        </Section>
        <Section title={t('technology.apiKeysTitle')}>
          <Box component="ul" sx={{ m: 0, pl: 3, '& li + li': { mt: 1 } }}>
            <li>{t('technology.apiKeys.what')}</li>
            <li>{t('technology.apiKeys.create', { page: '/api-keys', prefix: API_KEY_PREFIX })}</li>
            <li>{t('technology.apiKeys.header', { prefix: API_KEY_PREFIX })}</li>
            <li>{t('technology.apiKeys.scope', { abilities: API_ABILITIES.join(', ') })}</li>
          </Box>
        </Section>
        <Section title={t('technology.usageTitle')}>
          <Typography>
            {t('technology.usageText', { max: MAX_INGEST_BATCH, path: INGEST_PATH })}
          </Typography>
          <Typography variant="subtitle1" component="h3">
            {t('technology.fieldsTitle')}
          </Typography>
          <RecordFields />
          <Code label={t('technology.exampleTitle')} value={exampleBatch} />
          <Code label={t('technology.answerTitle')} value={exampleAnswer} />
          <Typography>{t('technology.pricingText')}</Typography>
          <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <RouterLink to="/libraryPage">{t('technology.catalogueLink')}</RouterLink>
            <RouterLink to="/Pricing">{t('technology.pricingLink')}</RouterLink>
          </Stack>
        </Section>
      </Stack>
    </>
  );
}

export default TechnologyPage;
