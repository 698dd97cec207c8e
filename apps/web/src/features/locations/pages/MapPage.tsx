import { useState } from 'react';
import { cityByCode, type PartnerLocation } from '@cabinet/contract';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format';
import { PageHeader, ListState, RouterLink } from '../../../lib/ui';
import { cityName } from '../cities';
import { MapWithAside } from '../components/MapWithAside';
import { KazakhstanMap } from '../map/KazakhstanMap';
import { useLocations } from '../queries';

interface CityGroup {
  code: string;
  name: string;
  lat: number;
  lon: number;
  partners: PartnerLocation[];
}

/** /Map: partners per city on the map of Kazakhstan, the same as a list beside it. */
export default function MapPage() {
  const { t, i18n } = useTranslation('locations');
  const lang = i18n.language;
  const locations = useLocations();
  const [selected, setSelected] = useState<string>();

  return (
    <>
      <PageHeader title={t('routes.mapPage')} subtitle={t('intro')} />
      <ListState query={locations} empty={t('empty')}>
        {(rows) => {
          const groups = new Map<string, CityGroup>();
          const unplaced: PartnerLocation[] = [];
          for (const row of rows) {
            const city = cityByCode(row.cityCode);
            if (!city) {
              unplaced.push(row);
              continue;
            }
            const group = groups.get(city.code) ?? {
              code: city.code,
              name: cityName(city, lang),
              lat: city.lat,
              lon: city.lon,
              partners: [],
            };
            group.partners.push(row);
            groups.set(city.code, group);
          }
          const cities = [...groups.values()].sort(
            (a, b) => b.partners.length - a.partners.length || a.name.localeCompare(b.name),
          );
          const label = (group: CityGroup) =>
            t('partnersIn', { city: group.name, count: group.partners.length });
          return (
            <MapWithAside
              map={
                <KazakhstanMap
                  title={t('mapTitle')}
                  markers={cities.map((group) => ({
                    id: group.code,
                    lat: group.lat,
                    lon: group.lon,
                    label: label(group),
                    caption: `${group.name} · ${formatCount(group.partners.length, lang)}`,
                    radius: 5 + 4 * Math.sqrt(group.partners.length),
                    selected: group.code === selected,
                  }))}
                  onSelect={(code) =>
                    setSelected((current) => (current === code ? undefined : code))
                  }
                />
              }
              aside={
                <Paper variant="outlined" component="section" sx={{ p: 2 }}>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {t('cities')}
                  </Typography>
                  <List dense data-testid="map-cities">
                    {cities.map((group) => (
                      <ListItem
                        key={group.code}
                        disableGutters
                        data-city={group.code}
                        sx={{
                          display: 'block',
                          borderLeft: 3,
                          borderColor: group.code === selected ? 'secondary.main' : 'transparent',
                          pl: 1,
                        }}
                      >
                        <PartnerGroupText
                          title={label(group)}
                          partners={group.partners}
                          page="/MapMarker"
                        />
                      </ListItem>
                    ))}
                    {unplaced.length > 0 && (
                      <ListItem disableGutters sx={{ display: 'block', pl: 1 }}>
                        <PartnerGroupText
                          title={`${t('notPlaced')}: ${formatCount(unplaced.length, lang)}`}
                          hint={t('notPlacedHint')}
                          partners={unplaced}
                          page="/StreetView"
                        />
                      </ListItem>
                    )}
                  </List>
                </Paper>
              }
            />
          );
        }}
      </ListState>
    </>
  );
}

/** A list entry's text: a group's title, then a link to each of its partners on `page`. */
function PartnerGroupText({
  title,
  hint,
  partners,
  page,
}: {
  title: string;
  hint?: string;
  partners: PartnerLocation[];
  page: string;
}) {
  return (
    <ListItemText
      primary={title}
      slotProps={{ primary: { sx: { fontWeight: 600 } } }}
      secondary={
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
          {hint && <span>{hint}</span>}
          {partners.map((partner) => (
            <RouterLink key={partner.partnerId} to={`${page}?partner=${partner.partnerId}`}>
              {partner.companyName}
            </RouterLink>
          ))}
        </Box>
      }
    />
  );
}
