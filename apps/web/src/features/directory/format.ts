import type { Person } from '@cabinet/contract';

export const fullName = (person: Pick<Person, 'name' | 'surname' | 'login'>) =>
  [person.name, person.surname].filter(Boolean).join(' ') || person.login;

/** A phone as `tel:` wants it: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const contactPath = (id: number) => `/Contact?id=${id}`;
