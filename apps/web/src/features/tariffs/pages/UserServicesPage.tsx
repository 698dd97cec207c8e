import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserService } from '@cabinet/contract';
import { PartnerTabs } from '../../../lib/partners';
import { todayIso } from '../../../lib/dates';
import { NoAccess, PageHeader, QueryState, AddButton } from '../../../lib/ui';
import { AssignDialog } from '../components/AssignDialog';
import { AssignmentActions } from '../components/AssignmentActions';
import { AssignmentsTable, splitAssignments } from '../components/AssignmentsTable';
import { DateDialog } from '../components/DateDialog';
import { useUserServicesPage } from '../use-user-services-page';

/** usersServicesEditPage (`/admin/{id}/services`): which services a user may use, how priced. */
export default function UserServicesPage() {
  const page = useUserServicesPage();
  const { t, userId, heading, canEdit } = page;

  if (!userId) return <NoAccess />;

  const actions = (row: UserService) => (
    <AssignmentActions
      userId={userId}
      row={row}
      canEdit={canEdit}
      canSeePackages={page.canSeePackages}
      onSwitch={(switched) => page.setAssigning({ serviceId: switched.serviceId })}
      onEnd={page.startEnding}
    />
  );

  return (
    <>
      <PageHeader
        title={heading.isPartner && heading.name ? heading.name : t('routes.usersServicesEditPage')}
        subtitle={heading.isPartner ? heading.login : heading.label}
        actions={
          canEdit && <AddButton onClick={() => page.setAssigning({})}>{t('assign.open')}</AddButton>
        }
      />
      {heading.isPartner && <PartnerTabs partnerId={userId} />}
      <QueryState query={page.assignments}>
        {(list) => {
          const { current, past } = splitAssignments(list, todayIso());
          return (
            <Stack spacing={4}>
              <Box component="section" aria-labelledby="current-services">
                <Typography id="current-services" variant="h6" component="h2" sx={{ mb: 1.5 }}>
                  {t('assign.current')}
                </Typography>
                {current.length > 0 ? (
                  <AssignmentsTable label={t('assign.current')} rows={current} actions={actions} />
                ) : (
                  <Paper
                    variant="outlined"
                    role="status"
                    sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}
                  >
                    {t('assign.none')}
                  </Paper>
                )}
              </Box>
              {past.length > 0 && (
                <Box component="section" aria-labelledby="past-services">
                  <Typography id="past-services" variant="h6" component="h2" sx={{ mb: 1.5 }}>
                    {t('assign.history')}
                  </Typography>
                  <AssignmentsTable label={t('assign.history')} rows={past} />
                </Box>
              )}
            </Stack>
          );
        }}
      </QueryState>
      {canEdit && (
        <AssignDialog
          open={Boolean(page.assigning)}
          userId={userId}
          serviceId={page.assigning?.serviceId}
          onClose={() => page.setAssigning(undefined)}
        />
      )}
      <DateDialog
        open={Boolean(page.ending)}
        title={t('assign.endTitle')}
        text={t('assign.endText', { name: page.ending?.serviceName ?? '' })}
        label={t('assign.endFrom')}
        confirmLabel={t('assign.end')}
        busy={page.endBusy}
        error={page.endError}
        onConfirm={page.confirmEnd}
        onClose={() => page.setEnding(undefined)}
      />
    </>
  );
}
