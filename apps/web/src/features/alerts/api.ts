import {
  AlertEventsResponse,
  AlertRuleResponse,
  AlertRulesResponse,
  ServiceOptionsResponse,
  type AlertEvent,
  type AlertRule,
  type AlertRuleCreateInput,
  type AlertRuleUpdateInput,
} from '@cabinet/contract';
import { http } from '../../lib/http';
import { partnerChoices, type Choice } from '../../lib/query';

export type { Choice };

export const alertsApi = {
  /** The rules the caller manages; an administrator may narrow them to one partner. */
  rules: async (partnerId?: number): Promise<AlertRule[]> =>
    (await http.get('/api/alerts/rules', { query: { partnerId }, schema: AlertRulesResponse }))
      .data,
  create: async (input: AlertRuleCreateInput): Promise<AlertRule> =>
    (await http.post('/api/alerts/rules', input, { schema: AlertRuleResponse })).data,
  update: async (id: number, input: AlertRuleUpdateInput): Promise<AlertRule> =>
    (await http.patch(`/api/alerts/rules/${id}`, input, { schema: AlertRuleResponse })).data,
  remove: async (id: number): Promise<void> => {
    await http.delete(`/api/alerts/rules/${id}`, { schema: AlertRuleResponse });
  },
  events: async (id: number): Promise<AlertEvent[]> =>
    (await http.get(`/api/alerts/rules/${id}/events`, { schema: AlertEventsResponse })).data,
  /** Partners an administrator may set rules for. */
  partners: partnerChoices,
  /** The services a rule may watch. */
  services: async (): Promise<Choice[]> =>
    (await http.get('/api/services/all', { schema: ServiceOptionsResponse })).data.map(
      (service) => ({
        id: service.id,
        label: service.name,
      }),
    ),
};
