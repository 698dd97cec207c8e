import type { ReactNode } from 'react';
import { lazy, Suspense, useId } from 'react';
import type { CatalogueService } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BillableOutcomesNote } from '../../../lib/billing';
import { loadTiersView } from '../../../lib/slots';
import type { Available } from '../api';
import { LowestPrice } from './LowestPrice';

const TiersView = lazy(async () => ({ default: (await loadTiersView()).TiersView }));

interface ServiceCardProps {
  service: CatalogueService;
  /** The signed-in user's own terms (`null`: not connected); left out on public pages. */
  mine?: Available | null;
  /** Shows every published tariff's tiers instead of the lowest price. */
  detailed?: boolean;
  extra?: ReactNode;
  actions?: ReactNode;
}

/** One service of the catalogue: what it does, its public price and the user's own tariff. */
export function ServiceCard({ service, mine, detailed, extra, actions }: ServiceCardProps) {
  const { t } = useTranslation('catalogue');
  const titleId = useId();
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-service-code={service.code}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={2}>
          <Box>
            <Typography id={titleId} variant="h6" component="h2">
              {service.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
              {service.code}
            </Typography>
            {service.description && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {service.description}
              </Typography>
            )}
          </Box>
          <Divider />
          <Box>
            <Typography variant="overline" color="text.secondary" component="h3">
              {t('prices.title')}
            </Typography>
            {detailed && service.tariffs.length > 0 ? (
              <Stack spacing={1.5}>
                {service.tariffs.map((tariff) => (
                  <Box key={tariff.id}>
                    <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
                      {tariff.name}
                    </Typography>
                    <Suspense fallback={null}>
                      <TiersView tariff={tariff} dense />
                    </Suspense>
                  </Box>
                ))}
              </Stack>
            ) : (
              <LowestPrice tariffs={service.tariffs} />
            )}
            {service.tariffs.length > 0 && (
              <Box sx={{ mt: 1 }}>
                <BillableOutcomesNote rule={service.billableOutcomes} variant="caption" />
              </Box>
            )}
          </Box>
          {mine !== undefined && (
            <Box>
              <Typography variant="overline" color="text.secondary" component="h3">
                {t('prices.yourTariff')}
              </Typography>
              {mine?.tariff ? (
                <>
                  <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
                    {mine.tariff.name}
                  </Typography>
                  <Suspense fallback={null}>
                    <TiersView tariff={mine.tariff} dense />
                  </Suspense>
                </>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('prices.noTariff')}
                </Typography>
              )}
            </Box>
          )}
          {extra}
        </Stack>
      </CardContent>
      {actions && (
        <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>{actions}</CardActions>
      )}
    </Card>
  );
}
