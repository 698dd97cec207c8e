import type { Messages } from '../ru.js';

export const locations: Messages['locations'] = {
  cityUnknown: 'Тізімнен қаланы таңдаңыз',
  outside: 'Нүкте Қазақстанда болуы керек',
  bothCoordinates: 'Ендікті де, бойлықты да көрсетіңіз (немесе ешқайсысын)',
};
