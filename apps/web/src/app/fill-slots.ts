import { loadDownloadButtons } from '../features/documents';
import { loadForecastCard } from '../features/forecast';
import { loadTiersView } from '../features/tariffs';
import { downloadButtonsSlot, forecastCardSlot, tiersViewSlot } from '../lib/slots';

/** Gives the screens the parts other features supply (see lib/slots). */
export function fillSlots(): void {
  downloadButtonsSlot.fill(loadDownloadButtons);
  tiersViewSlot.fill(loadTiersView);
  forecastCardSlot.fill(loadForecastCard);
}
