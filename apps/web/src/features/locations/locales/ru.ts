/**
 * Texts of the map pages and the location card. The contract's `locations.*` messages come first,
 * under their own name.
 */
import * as messages from '@cabinet/contract/locales/ru';

const ru = {
  locations: messages.locations,
  intro: 'Партнёры на карте Казахстана по городам.',
  mapTitle: 'Карта Казахстана с партнёрами',
  cities: 'Города',
  partnersIn: '{{city}}: {{count}} партн.',
  notPlaced: 'Без города',
  notPlacedHint: 'Город в профиле не найден в списке: задайте место на странице «Панорамы улиц».',
  empty: 'Партнёров пока нет',
  partner: 'Партнёр',
  address: 'Адрес',
  city: 'Город',
  profileCity: 'Город в профиле',
  phone: 'Телефон',
  email: 'E-mail',
  users: 'Пользователей',
  position: 'Координаты',
  exact: 'точное место',
  cityCentre: 'центр города',
  none: 'не задано',
  latitude: 'Широта',
  longitude: 'Долгота',
  edit: 'Место партнёра',
  editHint: 'Выберите город; точку можно указать щелчком по карте или ввести координаты.',
  clearPoint: 'Только город',
  saved: 'Место сохранено',
  updated: 'Изменено {{time}}',
};

export default ru;
export type LocationsTexts = typeof ru;
