import type { Messages } from '../ru.js';

export const partners: Messages['partners'] = {
  taxIdTaken: 'Мұндай БСН-і бар серіктес бұрыннан бар',
  notFound: 'Серіктес табылмады',
  saveFailed: 'Серіктесті жаңарту мүмкін болмады',
  saved: 'Серіктес сақталды',
  deleted: 'Серіктес жойылды',
  blockedInstead:
    'Серіктестің сұраулар тарихы немесе құжаттары бар, сондықтан ол жойылмай, бұғатталды',
};
