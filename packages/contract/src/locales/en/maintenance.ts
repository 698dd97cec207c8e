import type { Messages } from '../ru.js';

export const maintenance: Messages['maintenance'] = {
  active: 'The cabinet is under maintenance. Please try again later.',
  switchedOn: 'Maintenance mode is on',
  switchedOff: 'Maintenance mode is off',
};
