import * as messages from '@cabinet/contract/locales/en';
import type { LocationsTexts } from './ru';

const en: LocationsTexts = {
  locations: messages.locations,
  intro: 'Partners on the map of Kazakhstan by city.',
  mapTitle: 'Map of Kazakhstan with partners',
  cities: 'Cities',
  partnersIn: '{{city}}: {{count}} partners',
  notPlaced: 'No city',
  notPlacedHint: 'The profile’s city is not on the list: set the place on the Street view page.',
  empty: 'No partners yet',
  partner: 'Partner',
  address: 'Address',
  city: 'City',
  profileCity: 'City in the profile',
  phone: 'Phone',
  email: 'E-mail',
  users: 'Users',
  position: 'Coordinates',
  exact: 'exact place',
  cityCentre: 'city centre',
  none: 'not set',
  latitude: 'Latitude',
  longitude: 'Longitude',
  edit: 'Partner’s place',
  editHint: 'Choose a city; click the map or type coordinates to set the exact point.',
  clearPoint: 'City only',
  saved: 'Place saved',
  updated: 'Changed {{time}}',
};

export default en;
