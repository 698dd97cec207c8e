import { useEffect } from 'react';
import { MAINTENANCE_EVENT, Permission, type MaintenanceState } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BuildCircleIcon from '@mui/icons-material/BuildCircleOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ensureSession, safeReturnPath, usePermission } from '../../../lib/session';
import { readToken } from '../../../lib/cookies';
import { formatMoment } from '../../../lib/format';
import { listenPublicEvent } from '../../../lib/public-events';
import { queryClient } from '../../../lib/query-client';
import { QueryState } from '../../../lib/ui';
import { maintenanceApi } from '../api';
import { maintenanceKeys } from '../queries';
import { MaintenanceSwitch } from '../components/MaintenanceSwitch';
import { PageHeading } from '../../../lib/ui/PageHeading';

const POLL_MS = 15_000;

function Contacts() {
  const { t } = useTranslation('maintenance');
  const contacts = useQuery({
    queryKey: maintenanceKeys.contacts,
    queryFn: maintenanceApi.contacts,
    staleTime: Infinity,
  });
  if (!contacts.data) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {t('contacts', { phone: contacts.data.phone, email: contacts.data.email })}
    </Typography>
  );
}

function Status({ state, returnTo }: { state: MaintenanceState; returnTo: string }) {
  const { t, i18n } = useTranslation('maintenance');
  if (!state.enabled) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
        <PageHeading>{t('off')}</PageHeading>
        <Button component={Link} to={returnTo} variant="contained">
          {t('back')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <BuildCircleIcon color="warning" sx={{ fontSize: 64 }} aria-hidden />
      <PageHeading>{t('title')}</PageHeading>
      <Typography role="status" sx={{ maxWidth: 560 }}>
        {state.message}
      </Typography>
      {state.since && (
        <Typography variant="body2" color="text.secondary">
          {t('since', { time: formatMoment(state.since, i18n.language) })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('retrying')}
      </Typography>
      <Contacts />
    </Stack>
  );
}

function Maintenance() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const canSwitch = usePermission(Permission.maintenanceEdit);
  const from = params.get('from');
  const returnTo = safeReturnPath(from);
  const state = useQuery({
    queryKey: maintenanceKeys.state,
    queryFn: maintenanceApi.state,
    refetchInterval: POLL_MS,
    staleTime: 0,
  });
  // The switch is announced on the realtime channel: no wait for the next poll.
  const { refetch } = state;
  useEffect(() => listenPublicEvent(MAINTENANCE_EVENT, () => void refetch()), [refetch]);
  // Sent here by a refusal: back to where the user was as soon as the work is over.
  const over = state.data?.enabled === false;
  useEffect(() => {
    if (over && from && !canSwitch) navigate(returnTo, { replace: true });
  }, [over, from, canSwitch, navigate, returnTo]);
  return (
    <QueryState query={state}>
      {(data) => (
        <Stack spacing={4} sx={{ textAlign: 'center', py: { xs: 2, sm: 4 } }}>
          <Status state={data} returnTo={returnTo} />
          {canSwitch && <MaintenanceSwitch key={String(data.enabled)} state={data} />}
        </Stack>
      )}
    </QueryState>
  );
}

/** /Maintenance: shown to everybody while the server is in maintenance mode; admins switch it. */
function MaintenancePage() {
  useEffect(() => {
    if (readToken()) void ensureSession();
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Box>
        <Maintenance />
      </Box>
    </QueryClientProvider>
  );
}

export default MaintenancePage;
