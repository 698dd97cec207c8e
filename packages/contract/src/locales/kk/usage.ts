import type { Messages } from '../ru.js';

export const usage: Messages['usage'] = {
  timeInvalid: 'Уақыт уақыт белдеуі бар ISO 8601 пішімінде болуы керек',
  payloadTooLong: 'Сұраудың немесе жауаптың денесі тым ұзын (ең көбі 16 384 таңба)',
  batchTooLarge: 'Бумада ең көбі 1000 жазба болады',
  unknownService: 'Белгісіз сервис коды',
  unknownUser: 'Белгісіз пайдаланушы',
  userOutOfScope: 'Бұл пайдаланушы үшін жазбаларды жіберуге болмайды',
  duplicateInBatch: 'Бұл сұрау идентификаторы бумада бар',
  requestNotFound: 'Сұрау табылмады',
  periodTooLong: 'Кезең 366 күннен аспауы керек',
  sortTooWide: 'Осы баған бойынша реттеу үшін кезеңді қысқартыңыз (200 000 сұраудан аспауы керек)',
};
