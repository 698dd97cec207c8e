import { z } from 'zod';
import { MAX_ROW_ID, idInPath, requiredString, success } from './common.js';
import { MessageKey } from './messages.js';

const SLUG_PATTERN = /^[a-z][a-z0-9_-]*(\.[a-z0-9_-]+)*$/;
const Slug = z.string().trim().min(1).max(100).regex(SLUG_PATTERN);

export const Rule = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  groupId: z.number().int(),
});
export type Rule = z.infer<typeof Rule>;

export const RuleGroup = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  rules: z.array(Rule),
});
export type RuleGroup = z.infer<typeof RuleGroup>;

export const Role = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  rules: z.array(Rule),
  usersCount: z.number().int(),
});
export type Role = z.infer<typeof Role>;

const requiredForRole = (max: number) =>
  requiredString(MessageKey.roleRequired)
    .trim()
    .min(1, { error: MessageKey.roleRequired, abort: true })
    .max(max);

/** A role needs key, name and description (the sample backend's rule); rules are slugs. */
export const RoleInput = z
  .strictObject({
    key: requiredForRole(64).regex(/^[\p{L}\p{N}_.-]+$/u),
    name: requiredForRole(100),
    description: requiredForRole(1000),
    rules: z.array(Slug).max(500).default([]),
  })
  .describe(
    'Each of `rules` must be the slug of an existing rule; `key` must not be another role’s.',
  );
export type RoleInput = z.input<typeof RoleInput>;

/** `id` absent or `0` creates a role. */
export const RoleIdParams = z.object({ id: idInPath(0).optional() });

const requiredForGroup = (max: number) =>
  requiredString(MessageKey.ruleGroupRequired)
    .trim()
    .min(1, { error: MessageKey.ruleGroupRequired, abort: true })
    .max(max);

export const RuleInput = z.strictObject({
  slug: Slug,
  name: z.string().trim().min(1, { error: MessageKey.required }).max(100),
  description: z.string().trim().max(1000).default(''),
});
export type RuleInput = z.input<typeof RuleInput>;

/** Creates a rule group, or updates one when `id` is given; its rules are replaced by `rules`. */
export const RuleGroupInput = z.strictObject({
  id: z.number().int().positive().max(MAX_ROW_ID).optional(),
  slug: requiredForGroup(100).regex(SLUG_PATTERN),
  name: requiredForGroup(100),
  description: z.string().trim().max(1000).default(''),
  rules: z.array(RuleInput).max(200).default([]),
});
export type RuleGroupInput = z.input<typeof RuleGroupInput>;

export const RoleResponse = success(Role);
export const RolesResponse = success(z.array(Role));
export const RuleGroupResponse = success(RuleGroup);
export const RuleGroupsResponse = success(z.array(RuleGroup));
export const RulesResponse = success(z.array(Rule));
