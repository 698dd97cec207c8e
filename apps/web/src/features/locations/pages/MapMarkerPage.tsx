import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListState } from '../../../lib/ui';
import { cityNameOf, partnerParam } from '../cities';
import { LocationCard } from '../components/LocationCard';
import { PartnerPlaceLayout } from '../components/PartnerPlaceLayout';
import { useLocations } from '../queries';

/** /MapMarker?partner=N: one partner's marker on the map, with its card. */
export default function MapMarkerPage() {
  const { t, i18n } = useTranslation('locations');
  const [params, setParams] = useSearchParams();
  const locations = useLocations();

  return (
    <ListState query={locations} empty={t('empty')}>
      {(rows) => {
        const wanted = partnerParam(params.get('partner'));
        const location = rows.find((row) => row.partnerId === wanted) ?? rows[0]!;
        const placed = location.latitude !== null && location.longitude !== null;
        return (
          <PartnerPlaceLayout
            title={t('routes.mapMarkerPage')}
            partners={rows}
            location={location}
            onPartnerChange={(id) => setParams({ partner: String(id) })}
            point={
              placed
                ? {
                    id: String(location.partnerId),
                    lat: location.latitude!,
                    lon: location.longitude!,
                    label: `${location.companyName}, ${cityNameOf(location.cityCode, i18n.language) ?? ''}`,
                  }
                : undefined
            }
            aside={
              <LocationCard
                location={location}
                actions={
                  <Button
                    component={Link}
                    to={`/StreetView?partner=${location.partnerId}`}
                    variant="outlined"
                  >
                    {t('routes.streetViewPage')}
                  </Button>
                }
              />
            }
          />
        );
      }}
    </ListState>
  );
}
