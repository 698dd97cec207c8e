import { Permission } from '@cabinet/contract';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrowOutlined';
import { useTranslation } from 'react-i18next';
import { SubtitleRow } from '../../../lib/ui/SubtitleRow';
import { Link, useParams } from 'react-router';
import { BillableOutcomesNote } from '../../../lib/billing';
import { usePermission } from '../../../lib/session';
import { Markdown } from '../../../lib/markdown';
import { PageHeader, QueryState } from '../../../lib/ui';
import { StatusChip } from '../components/StatusChip';
import { parseId, servicesPaths as paths } from '../../../lib/paths';
import { useService } from '../queries';

/** Documentation (`/service/{id}`): the service's Markdown, rendered safely. */
export default function DocumentationPage() {
  const { t } = useTranslation('services');
  const id = parseId(useParams().id);
  const service = useService(id);
  const canEdit = usePermission(Permission.servicesEdit);
  const data = service.data;

  return (
    <>
      <PageHeader
        title={data?.name ?? t('routes.serviceDocumentationPage')}
        subtitle={
          data && (
            <SubtitleRow>
              <Typography component="span" sx={{ fontFamily: 'monospace' }}>
                {data.code}
              </Typography>
              {data.status !== 'active' && <StatusChip status={data.status} />}
            </SubtitleRow>
          )
        }
        actions={
          data && (
            <>
              {canEdit && (
                <Button component={Link} to={paths.edit(data.id)} startIcon={<EditIcon />}>
                  {t('common.edit')}
                </Button>
              )}
              {data.form.length > 0 && data.status === 'active' && (
                <Button
                  component={Link}
                  to={paths.form(data)}
                  variant="contained"
                  startIcon={<PlayArrowIcon />}
                >
                  {t('openForm')}
                </Button>
              )}
            </>
          )
        }
      />
      <QueryState query={service}>
        {(loaded) => (
          <Paper
            component="article"
            variant="outlined"
            aria-label={t('routes.serviceDocumentationPage')}
            sx={{ p: { xs: 2, sm: 4 }, maxWidth: 960 }}
          >
            {loaded.description && (
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {loaded.description}
              </Typography>
            )}
            <Stack sx={{ mb: 3 }}>
              <BillableOutcomesNote rule={loaded.billableOutcomes} />
            </Stack>
            {loaded.documentation.trim() ? (
              <Markdown>{loaded.documentation}</Markdown>
            ) : (
              <Typography color="text.secondary">{t('noDocs')}</Typography>
            )}
          </Paper>
        )}
      </QueryState>
    </>
  );
}
