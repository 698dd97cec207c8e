import type { Messages } from '../ru.js';

export const packageRequests: Messages['packageRequests'] = {
  quotaPositive: 'Сұраныстар саны нөлден үлкен болуы керек',
  sent: 'Пакетке өтінім жіберілді',
  notFound: 'Өтінім табылмады',
  alreadyDecided: 'Бұл өтінім бойынша шешім қабылданған',
  approved: 'Өтінім мақұлданды, пакет құрылды',
  rejected: 'Өтінім қабылданбады',
  cancelled: 'Өтінім кері қайтарылды',
};
