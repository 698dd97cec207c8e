import { DirectoryPage } from '@cabinet/contract';
import { http } from '../http';

/** A thing to pick in a list: its id and what the list says. */
export interface Choice {
  id: number;
  label: string;
}

/**
 * The partners an administrator may pick (to set an alert rule or register a webhook for),
 * «login · company», in login order.
 */
export async function partnerChoices(): Promise<Choice[]> {
  const page = await http.get('/api/directory', {
    query: { rowsPerPage: 0, sortBy: 'login' },
    schema: DirectoryPage,
  });
  return page.data
    .filter((person) => person.group === 'Partner')
    .map((person) => ({
      id: person.id,
      label: `${person.login} · ${person.company ?? [person.name, person.surname].join(' ')}`,
    }));
}
