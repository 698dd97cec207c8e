import { IngestRecord, type IngestResult } from '@cabinet/contract';
import { z } from 'zod';

export interface FieldDoc {
  name: string;
  type: string;
  required: boolean;
  /** Limits by kind: a length (`1–100`), a value range (`100–599`), a default (`""`). */
  limits: { kind: 'length' | 'range' | 'default'; value: string }[];
}

interface JsonProperty {
  type?: string;
  format?: string;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
}

const range = (min: number | undefined, max: number | undefined) =>
  min !== undefined && max !== undefined
    ? `${min}–${max}`
    : min !== undefined
      ? `≥ ${min}`
      : max !== undefined
        ? `≤ ${max}`
        : undefined;

/** The fields of one usage record, read from the contract's own schema (never retyped here). */
export function ingestRecordFields(): FieldDoc[] {
  const schema = z.toJSONSchema(IngestRecord, { io: 'input' }) as {
    properties: Record<string, JsonProperty>;
    required?: string[];
  };
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, property]) => {
    const limits: FieldDoc['limits'] = [];
    const length = range(property.minLength, property.maxLength);
    if (length) limits.push({ kind: 'length', value: length });
    const minimum =
      property.exclusiveMinimum !== undefined ? property.exclusiveMinimum + 1 : property.minimum;
    // z.number().int() has the largest safe integer as its bound: no limit worth showing.
    const maximum =
      property.maximum !== undefined && property.maximum < Number.MAX_SAFE_INTEGER
        ? property.maximum
        : undefined;
    const values = range(minimum, maximum);
    if (values) limits.push({ kind: 'range', value: values });
    if (property.default !== undefined)
      limits.push({ kind: 'default', value: JSON.stringify(property.default) });
    const type = property.enum
      ? property.enum.map((value) => JSON.stringify(value)).join(' | ')
      : [property.type, property.format].filter(Boolean).join(', ');
    return { name, type, required: required.has(name), limits };
  });
}

/** A batch of two records, as an integrator would send it. */
export const exampleBatch: { records: IngestRecord[] } = {
  records: [
    {
      requestId: 'a1f3c9e0-7b1d-4c55-9d0e-3f6f2b8c1d01',
      userId: 42,
      serviceCode: 'almatyCement',
      time: '2026-11-02T09:15:27+05:00',
      status: 'success',
      httpStatus: 200,
      durationMs: 184,
      subject: '150340010007',
      requestPayload: '{"bin":"150340010007","month":"2026-10"}',
      responsePayload: '{"found":true,"totalTonnes":1240}',
    },
    {
      requestId: 'a1f3c9e0-7b1d-4c55-9d0e-3f6f2b8c1d02',
      userId: 42,
      serviceCode: 'companyCheck',
      time: '2026-11-02T09:16:03+05:00',
      status: 'error',
      httpStatus: 404,
      durationMs: 95,
      subject: '990440001234',
    },
  ],
};

/** The answer to a batch whose second record was sent before. */
export const exampleAnswer: IngestResult = {
  success: true,
  accepted: 1,
  duplicates: ['a1f3c9e0-7b1d-4c55-9d0e-3f6f2b8c1d02'],
  invalid: [],
};
