import type { Messages } from '../ru.js';

export const locations: Messages['locations'] = {
  cityUnknown: 'Choose a city from the list',
  outside: 'The point must be in Kazakhstan',
  bothCoordinates: 'Give both latitude and longitude (or neither)',
};
