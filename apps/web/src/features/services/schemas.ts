import { BillableOutcomes, FormDefinition, ServiceInput, type Service } from '@cabinet/contract';
import type { z } from 'zod';

/** The service form: the contract's body, with the field list and the billing rule always present. */
export const ServiceForm = ServiceInput.extend({
  form: FormDefinition,
  billableOutcomes: BillableOutcomes,
});
export type ServiceForm = z.input<typeof ServiceForm>;
export type ServiceFormValues = z.output<typeof ServiceForm>;

export const EMPTY_FIELD = {
  name: '',
  type: 'text' as const,
  label: '',
  required: false,
  pattern: '',
};

export function serviceFormValues(service?: Service): ServiceForm {
  return {
    code: service?.code ?? '',
    name: service?.name ?? '',
    description: service?.description ?? '',
    documentation: service?.documentation ?? '',
    status: service?.status ?? 'active',
    billableOutcomes: service?.billableOutcomes ?? 'success',
    upstreamUrl: service?.upstreamUrl ?? '',
    form: (service?.form ?? []).map((field) => ({ ...field, pattern: field.pattern ?? '' })),
  };
}

export const SERVICE_FIELDS = [
  'code',
  'name',
  'description',
  'documentation',
  'status',
  'billableOutcomes',
  'upstreamUrl',
  'form',
] as const;
