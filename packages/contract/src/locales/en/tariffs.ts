import type { Messages } from '../ru.js';

export const tariffs: Messages['tariffs'] = {
  moneyWhole: 'Amounts are whole minor units (tiyn)',
  tiersRequired: 'Give at least one price tier',
  tiersLastOpen: 'The last tier must have no upper bound',
  tiersIncreasing: 'Tier bounds must increase',
  notFound: 'Tariff not found',
  saved: 'Tariff saved',
  inUse: 'The tariff is in use: its prices cannot change and it cannot be deleted, only ended',
  deleted: 'Tariff deleted',
  ended: 'Tariff ended',
  otherService: 'The tariff belongs to another service',
  notInForce: 'The tariff is not in force on that day',
  assignmentSaved: 'Service connected',
  assignmentEnded: 'Service disconnected from that day',
  assignmentMissing: 'This service is not connected for the user',
  simulationMonthNotPast: 'Choose a month that is over',
  simulationMonthsRepeat: 'The months repeat',
  simulationPartnerNotOnTariff: 'The partner is not on this tariff',
  simulationTooManyPartners: 'Too many partners for one simulation',
};
