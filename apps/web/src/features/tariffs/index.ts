import { loadComingSoonPage } from '../../lib/ui/load-coming-soon';

/** Tariff screens arrive in a later release; their routes exist already. */
export const tariffsPages = {
  tariffList: loadComingSoonPage,
  editTariff: loadComingSoonPage,
  addTariff: loadComingSoonPage,
  tariffPackages: loadComingSoonPage,
};
