import type { Messages } from '../ru.js';

export const packages: Messages['packages'] = {
  notFound: 'Пакет табылмады',
  saved: 'Пакет сақталды',
  closed: 'Пакет жабылды',
  shrink: 'Пакетті тек ұзартуға болады, қысқартуға болмайды',
};
