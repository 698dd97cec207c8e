import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDay, formatMoment } from '../../../lib/format';
import { QueryState, SectionCard } from '../../../lib/ui';
import { packageRequestsApi as api } from '../api';
import { requestKeys } from '../queries';
import { DecisionDialog, type Decision } from './DecisionDialogs';

const PENDING = { status: 'pending', rowsPerPage: 100, sortBy: 'createdAt' };

/** The admin's queue: each pending request with approve and reject. */
export function PendingRequests() {
  const { t, i18n } = useTranslation('package-requests');
  const lang = i18n.language;
  const pending = useQuery({
    queryKey: requestKeys.list(PENDING),
    queryFn: () => api.list(PENDING),
  });
  const [decision, setDecision] = useState<Decision>();
  return (
    <SectionCard title={t('pending')}>
      <QueryState query={pending} isEmpty={(page) => page.data.length === 0} empty={t('noPending')}>
        {(page) => (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {page.data.map((request) => (
              <li key={request.id}>
                <Card variant="outlined" data-request-id={request.id}>
                  <CardContent>
                    <Typography sx={{ fontWeight: 600 }}>
                      {request.serviceName}: {formatCount(request.quota, lang)}
                    </Typography>
                    <Typography variant="body2">
                      {request.userName || request.userLogin} ·{' '}
                      {t('period', {
                        from: formatDay(request.validFrom, lang),
                        to: formatDay(request.validTo, lang),
                      })}
                    </Typography>
                    {request.comment && (
                      <Typography variant="body2" sx={{ mt: 1 }}>
                        «{request.comment}»
                      </Typography>
                    )}
                    <Typography variant="caption" color="text.secondary">
                      {formatMoment(request.createdAt, lang)}
                    </Typography>
                  </CardContent>
                  <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
                    <Button
                      variant="contained"
                      color="success"
                      onClick={() => setDecision({ kind: 'approve', request })}
                    >
                      {t('approve')}
                    </Button>
                    <Button color="error" onClick={() => setDecision({ kind: 'reject', request })}>
                      {t('reject')}
                    </Button>
                  </CardActions>
                </Card>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
      <DecisionDialog decision={decision} onClose={() => setDecision(undefined)} />
    </SectionCard>
  );
}
