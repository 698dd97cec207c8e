import {
  WebhookDeliveriesResponse,
  WebhookDeliveryResponse,
  WebhookEndpointCreatedResponse,
  WebhookEndpointResponse,
  WebhookEndpointsResponse,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointCreateInput,
  type WebhookEndpointUpdateInput,
} from '@cabinet/contract';
import type { z } from 'zod';
import { http } from '../../lib/http';
import { partnerChoices } from '../../lib/query';

/** An endpoint with its secret, as creation and rotation answer (the only time it is shown). */
export type EndpointWithSecret = z.infer<typeof WebhookEndpointCreatedResponse>['data'];

export const webhooksApi = {
  list: async (): Promise<WebhookEndpoint[]> =>
    (await http.get('/api/webhooks', { schema: WebhookEndpointsResponse })).data,
  create: async (input: WebhookEndpointCreateInput): Promise<EndpointWithSecret> =>
    (await http.post('/api/webhooks', input, { schema: WebhookEndpointCreatedResponse })).data,
  update: async (id: number, input: WebhookEndpointUpdateInput): Promise<WebhookEndpoint> =>
    (await http.patch(`/api/webhooks/${id}`, input, { schema: WebhookEndpointResponse })).data,
  rotate: async (id: number): Promise<EndpointWithSecret> =>
    (
      await http.post(
        `/api/webhooks/${id}/rotate`,
        { overlapHours: 24 },
        { schema: WebhookEndpointCreatedResponse },
      )
    ).data,
  remove: async (id: number): Promise<WebhookEndpoint> =>
    (await http.delete(`/api/webhooks/${id}`, { schema: WebhookEndpointResponse })).data,
  deliveries: async (id: number): Promise<WebhookDelivery[]> =>
    (await http.get(`/api/webhooks/${id}/deliveries`, { schema: WebhookDeliveriesResponse })).data,
  resend: async (deliveryId: number): Promise<WebhookDelivery> =>
    (
      await http.post(`/api/webhooks/deliveries/${deliveryId}/resend`, undefined, {
        schema: WebhookDeliveryResponse,
      })
    ).data,
  /** Partners an administrator may register an endpoint for. */
  partners: partnerChoices,
};

/** An event type's text key: i18next reads `.` as a key separator. */
export const eventKey = (type: string) => type.replace('.', '-');
