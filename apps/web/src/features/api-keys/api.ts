import {
  ApiKeyCreatedResponse,
  ApiKeysResponse,
  DirectoryPage,
  type ApiKey,
  type ApiKeyCreateInput,
} from '@cabinet/contract';
import { z } from 'zod';
import { http } from '../../lib/http';

export type IssuedKey = z.infer<typeof ApiKeyCreatedResponse>['data'];

/** People an administrator may give a key to: the provider's integrators and the partners. */
export interface KeyHolder {
  id: number;
  label: string;
}

const RevokedResponse = z.object({
  success: z.literal(true),
  data: ApiKeysResponse.shape.data.element,
});

export const apiKeysApi = {
  list: async (): Promise<ApiKey[]> =>
    (await http.get('/api/api-keys', { schema: ApiKeysResponse })).data,
  issue: async (input: ApiKeyCreateInput): Promise<IssuedKey> =>
    (await http.post('/api/api-keys', input, { schema: ApiKeyCreatedResponse })).data,
  revoke: async (id: number): Promise<ApiKey> =>
    (await http.delete(`/api/api-keys/${id}`, { schema: RevokedResponse })).data,
  holders: async (): Promise<KeyHolder[]> => {
    const page = await http.get('/api/directory', {
      query: { rowsPerPage: 0, sortBy: 'login' },
      schema: DirectoryPage,
    });
    return page.data
      .filter((person) => person.group === 'Integrator' || person.group === 'Partner')
      .map((person) => ({
        id: person.id,
        label: `${person.login} · ${person.company ?? [person.name, person.surname].join(' ')}`,
      }));
  },
};

/** An ability's text key: i18next reads `:` as a namespace separator. */
export const abilityKey = (ability: string) => ability.replace(':', '-');
