import { z } from 'zod';
import { UserGroup } from './auth.js';
import { page, pageQuery, success } from './common.js';

export const DIRECTORY_SORT_COLUMNS = ['name', 'login', 'email', 'company'] as const;

export const DirectoryQuery = pageQuery([...DIRECTORY_SORT_COLUMNS]).extend({
  search: z.string().trim().max(100).optional(),
});
export type DirectoryQuery = z.output<typeof DirectoryQuery>;

/** A person of the cabinet with the ways to reach them. */
export const Person = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  group: UserGroup,
  roles: z.array(z.string()),
  blocked: z.boolean(),
  /** The partner the person belongs to (a partner belongs to itself); null for staff. */
  partnerId: z.number().int().nullable(),
  company: z.string().nullable(),
  /** The company's phone and e-mail (people have no phones of their own). */
  companyPhone: z.string(),
  companyEmail: z.string(),
  city: z.string(),
});
export type Person = z.infer<typeof Person>;

export const PersonCard = Person.extend({
  description: z.string(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  legalAddress: z.string(),
});
export type PersonCard = z.infer<typeof PersonCard>;

export const DirectoryPage = page(Person);
export const PersonResponse = success(PersonCard);
