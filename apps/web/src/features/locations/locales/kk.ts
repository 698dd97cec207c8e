import * as messages from '@cabinet/contract/locales/kk';
import type { LocationsTexts } from './ru';

const kk: LocationsTexts = {
  locations: messages.locations,
  intro: 'Серіктестер Қазақстан картасында қалалар бойынша.',
  mapTitle: 'Серіктестер белгіленген Қазақстан картасы',
  cities: 'Қалалар',
  partnersIn: '{{city}}: {{count}} серіктес',
  notPlaced: 'Қаласыз',
  notPlacedHint: 'Профильдегі қала тізімде жоқ: орнын «Көше панорамалары» бетінде көрсетіңіз.',
  empty: 'Серіктестер әлі жоқ',
  partner: 'Серіктес',
  address: 'Мекенжай',
  city: 'Қала',
  profileCity: 'Профильдегі қала',
  phone: 'Телефон',
  email: 'E-mail',
  users: 'Пайдаланушылар',
  position: 'Координаттар',
  exact: 'нақты орын',
  cityCentre: 'қала орталығы',
  none: 'көрсетілмеген',
  latitude: 'Ендік',
  longitude: 'Бойлық',
  edit: 'Серіктестің орны',
  editHint:
    'Қаланы таңдаңыз; нүктені картаны басып немесе координаттарды енгізіп көрсетуге болады.',
  clearPoint: 'Тек қала',
  saved: 'Орын сақталды',
  updated: 'Өзгертілді {{time}}',
};

export default kk;
