import type { Messages } from '../ru.js';

export const maintenance: Messages['maintenance'] = {
  active: 'Кабинетте техникалық қызмет көрсетілуде. Кейінірек қайталап көріңіз.',
  switchedOn: 'Қызмет көрсету режимі қосылды',
  switchedOff: 'Қызмет көрсету режимі өшірілді',
};
