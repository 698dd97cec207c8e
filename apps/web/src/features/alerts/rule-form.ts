import type {
  AlertConditionInput,
  AlertKind,
  AlertRule,
  AlertRuleCreateInput,
  AlertRuleUpdateInput,
} from '@cabinet/contract';
import type { z } from 'zod';

export type RuleOutput = z.output<typeof AlertRuleCreateInput>;

/** What a new condition of each kind starts from. */
export const CONDITION_DEFAULTS: Record<AlertKind, AlertConditionInput> = {
  packageRemaining: { kind: 'packageRemaining', below: 10, unit: 'percent' },
  spend: { kind: 'spend', aboveMinor: 100_000_00, currency: 'KZT' },
  errorRate: { kind: 'errorRate', abovePercent: 10, minRequests: 20 },
  quiet: { kind: 'quiet', hours: 24 },
  projectedSpend: { kind: 'projectedSpend', aboveMinor: 100_000_00 },
  packageRunsOut: { kind: 'packageRunsOut' },
};

/** The form's starting values: a new rule watching a package, or a rule being edited. */
export function ruleFormValues(rule: AlertRule | undefined): AlertRuleCreateInput {
  if (!rule)
    return {
      userId: null,
      serviceId: null,
      condition: CONDITION_DEFAULTS.packageRemaining,
      enabled: true,
      email: true,
    };
  return {
    userId: rule.user?.id ?? null,
    serviceId: rule.service?.id ?? null,
    condition: rule.condition,
    enabled: rule.enabled,
    email: rule.email,
  };
}

/**
 * The changes of an edited rule: its condition only when it differs, since a new condition starts
 * the rule afresh (its state back to «в норме»).
 */
export function ruleChanges(rule: AlertRule, values: RuleOutput): AlertRuleUpdateInput {
  const changes: AlertRuleUpdateInput = {
    userId: values.userId,
    serviceId: values.serviceId,
    enabled: values.enabled,
    email: values.email,
  };
  if (!sameCondition(values.condition, rule.condition)) changes.condition = values.condition;
  return changes;
}

const sameCondition = (a: object, b: object) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every(
    (key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key],
  );
};
