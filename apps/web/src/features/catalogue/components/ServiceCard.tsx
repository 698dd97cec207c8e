import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import type { CatalogueService } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BillableOutcomesNote } from '../../../lib/billing';
import { loadTiersView } from '../../../lib/slots';
import { ServiceCardFrame, ServiceCardSection } from '../../../lib/ui/ServiceCardFrame';
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
  return (
    <ServiceCardFrame service={service} actions={actions}>
      <ServiceCardSection title={t('prices.title')}>
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
      </ServiceCardSection>
      {mine !== undefined && (
        <ServiceCardSection title={t('prices.yourTariff')}>
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
        </ServiceCardSection>
      )}
      {extra}
    </ServiceCardFrame>
  );
}
