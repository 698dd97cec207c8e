import { useState } from 'react';
import { Permission, cityByCode } from '@cabinet/contract';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListState } from '../../../lib/ui';
import { usePermission } from '../../../lib/session';
import { partnerParam } from '../cities';
import { LocationCard } from '../components/LocationCard';
import { LocationForm, draftOf, type Draft } from '../components/LocationForm';
import { PartnerPlaceLayout } from '../components/PartnerPlaceLayout';
import { useLocations } from '../queries';

/** /StreetView?partner=N: a partner's place card; an admin edits its city and point. */
export default function StreetViewPage() {
  const { t } = useTranslation('locations');
  const [params, setParams] = useSearchParams();
  const canEdit = usePermission(Permission.partnersEdit);
  const locations = useLocations();
  const [draft, setDraft] = useState<{ partnerId: number; value: Draft }>();

  return (
    <ListState query={locations} empty={t('empty')}>
      {(rows) => {
        const wanted = partnerParam(params.get('partner'));
        const location = rows.find((row) => row.partnerId === wanted) ?? rows[0]!;
        const current = draft?.partnerId === location.partnerId ? draft.value : draftOf(location);
        const edit = (value: Draft) => setDraft({ partnerId: location.partnerId, value });
        const lat = Number(current.latitude.replace(',', '.'));
        const lon = Number(current.longitude.replace(',', '.'));
        const city = cityByCode(current.cityCode);
        const point =
          current.latitude && current.longitude && Number.isFinite(lat) && Number.isFinite(lon)
            ? { lat, lon }
            : city && { lat: city.lat, lon: city.lon };
        return (
          <PartnerPlaceLayout
            title={t('routes.streetViewPage')}
            partners={rows}
            location={location}
            onPartnerChange={(id) => setParams({ partner: String(id) })}
            point={point && { id: 'place', ...point, label: location.companyName }}
            onPick={
              canEdit
                ? ({ lat: pickedLat, lon: pickedLon }) =>
                    edit({ ...current, latitude: String(pickedLat), longitude: String(pickedLon) })
                : undefined
            }
            aside={
              <Stack spacing={2}>
                <LocationCard location={location} />
                {canEdit && (
                  <LocationForm partnerId={location.partnerId} draft={current} onChange={edit} />
                )}
              </Stack>
            }
          />
        );
      }}
    </ListState>
  );
}
