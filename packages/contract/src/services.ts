import { z } from 'zod';
import { page, pageQuery, requiredString, success } from './common.js';
import { MessageKey } from './messages.js';

export const ServiceStatus = z.enum(['active', 'disabled']);
export type ServiceStatus = z.infer<typeof ServiceStatus>;

const ServiceCode = z
  .string()
  .trim()
  .min(2)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, { error: MessageKey.serviceCodeFormat });

/** A field of a service's input form: drawn by the client, checked by both sides. */
export const FormField = z.strictObject({
  name: z
    .string()
    .trim()
    .regex(/^[a-z][a-zA-Z0-9_]{0,39}$/, { error: MessageKey.fieldNameFormat }),
  type: z.enum(['text', 'number', 'date', 'email']),
  label: z.string().trim().min(1, { error: MessageKey.required }).max(100),
  required: z.boolean().default(false),
  pattern: z
    .string()
    .max(200)
    .refine(isCompilableRegex, { error: MessageKey.patternInvalid })
    .optional(),
});
export type FormField = z.output<typeof FormField>;

export const FormDefinition = z
  .array(FormField)
  .max(30)
  .refine((fields) => new Set(fields.map((f) => f.name)).size === fields.length, {
    error: MessageKey.fieldNamesRepeat,
  });

function isCompilableRegex(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

const present = z.unknown().refine((v) => v !== undefined && v !== null && v !== '', {
  error: MessageKey.required,
  abort: true,
});

/**
 * The schema of a call's input, built from the form definition, so that the client and the server
 * validate a service call with the same rules.
 */
export function formInputSchema(fields: readonly FormField[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    let value: z.ZodType;
    if (field.type === 'number') {
      value = z.coerce.number({ error: MessageKey.numberInvalid }).finite();
    } else {
      let text = z.string().trim().max(500);
      if (field.type === 'email')
        text = text.pipe(z.email({ error: MessageKey.emailInvalid })) as unknown as typeof text;
      if (field.type === 'date')
        text = text.pipe(z.iso.date({ error: MessageKey.dateInvalid })) as unknown as typeof text;
      if (field.pattern)
        text = text.regex(new RegExp(field.pattern, 'u'), { error: MessageKey.patternMismatch });
      value = text;
    }
    shape[field.name] = field.required
      ? present.pipe(value)
      : z.preprocess((v) => (v === '' || v === null ? undefined : v), value.optional());
  }
  return z.strictObject(shape);
}

/**
 * Which outcomes of a service's requests are billed (each rule bills everything the one before does):
 * `success` only successful requests; `success-or-not-found` also errors answered with HTTP 404;
 * `answered` every request the upstream answered below HTTP 500; `all` every request, 5xx included.
 */
export const BillableOutcomes = z.enum(['success', 'success-or-not-found', 'answered', 'all'], {
  error: MessageKey.billableOutcomesInvalid,
});
export type BillableOutcomes = z.infer<typeof BillableOutcomes>;
export const BILLABLE_OUTCOMES = BillableOutcomes.options;

/**
 * The rule an input asks for: `billableOutcomes` when given, else the older `failedBillable`
 * (true: every request, false: successes only); undefined when it names neither.
 */
export function billableOutcomesOf(input: {
  billableOutcomes?: BillableOutcomes | undefined;
  failedBillable?: boolean | undefined;
}): BillableOutcomes | undefined {
  if (input.billableOutcomes !== undefined) return input.billableOutcomes;
  if (input.failedBillable !== undefined) return input.failedBillable ? 'all' : 'success';
  return undefined;
}

export const Service = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  documentation: z.string(),
  status: ServiceStatus,
  billableOutcomes: BillableOutcomes,
  /**
   * Only for those who may edit services, with the stored credentials (user info, query string)
   * shown as `***`; sent back unchanged, `***` keeps them.
   */
  upstreamUrl: z.string().nullable().optional(),
  form: z.array(FormField),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Service = z.infer<typeof Service>;

export const ServiceInput = z
  .strictObject({
    code: ServiceCode,
    name: requiredString(MessageKey.required)
      .trim()
      .min(1, { error: MessageKey.required })
      .max(255),
    description: z.string().trim().max(2000).default(''),
    documentation: z.string().max(200_000).default(''),
    status: ServiceStatus.default('active'),
    /** Absent: `success` for a new service, the stored rule on an update. */
    billableOutcomes: BillableOutcomes.optional(),
    /** The older form of the rule, still accepted: true is `all`, false `success`. */
    failedBillable: z.boolean().optional(),
    upstreamUrl: z
      .string()
      .trim()
      .max(500)
      .regex(/^$|^https?:\/\/|^builtin:[a-z-]+$/, { error: MessageKey.upstreamInvalid })
      .transform((v) => v || null)
      .nullable()
      .default(null),
    form: FormDefinition.default([]),
  })
  .describe(
    '`code` must not be another service’s; each `form` field’s `pattern` must be a regular expression that compiles, and the fields’ `name`s must differ.',
  );
export type ServiceInput = z.input<typeof ServiceInput>;

export const SERVICE_SORT_COLUMNS = ['code', 'name', 'status', 'createdAt'] as const;
export const ServicesQuery = pageQuery([...SERVICE_SORT_COLUMNS]).extend({
  search: z.string().trim().max(100).optional(),
});

export const ServiceResponse = success(Service);
export const ServicesPage = page(Service);
export const ServiceOptionsResponse = success(
  z.array(
    z.object({ id: z.number().int(), code: z.string(), name: z.string(), status: ServiceStatus }),
  ),
);

/** A call of a service from the cabinet, on the caller's behalf. */
export const ServiceCallRequest = z.strictObject({ input: z.record(z.string(), z.unknown()) });
export const ServiceCallResult = z.object({
  requestId: z.string(),
  status: z.enum(['success', 'error']),
  httpStatus: z.number().int(),
  durationMs: z.number().int(),
  response: z.unknown(),
  amountMinor: z.number().int(),
  coveredByPackage: z.boolean(),
});
export const ServiceCallResponse = success(ServiceCallResult);
