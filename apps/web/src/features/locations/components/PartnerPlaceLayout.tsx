import type { ReactNode } from 'react';
import type { PartnerLocation } from '@cabinet/contract';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../lib/ui';
import { KazakhstanMap, type MapMarker } from '../map/KazakhstanMap';
import { MapWithAside } from './MapWithAside';
import { PartnerPicker } from './PartnerPicker';

interface PartnerPlaceLayoutProps {
  title: string;
  partners: PartnerLocation[];
  /** The partner shown (one of `partners`). */
  location: PartnerLocation;
  onPartnerChange: (partnerId: number) => void;
  /** The partner's point on the map, when it is known. */
  point: Pick<MapMarker, 'id' | 'lat' | 'lon' | 'label'> | undefined;
  onPick?: (point: { lat: number; lon: number }) => void;
  /** Beside the map (under it on a phone). */
  aside: ReactNode;
}

/** One partner's place: a header with the partner picker, its marker on the map, and an aside. */
export function PartnerPlaceLayout({
  title,
  partners,
  location,
  onPartnerChange,
  point,
  onPick,
  aside,
}: PartnerPlaceLayoutProps) {
  const { t } = useTranslation('locations');
  return (
    <>
      <PageHeader
        title={title}
        subtitle={location.companyName}
        actions={
          <PartnerPicker
            partners={partners}
            value={location.partnerId}
            onChange={onPartnerChange}
          />
        }
      />
      <MapWithAside
        map={
          <KazakhstanMap
            title={`${t('mapTitle')}: ${location.companyName}`}
            markers={
              point ? [{ ...point, caption: location.companyName, radius: 8, selected: true }] : []
            }
            onPick={onPick}
          />
        }
        aside={aside}
      />
    </>
  );
}
