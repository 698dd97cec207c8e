import { IngestRecord, IngestResult, MAX_INGEST_BATCH } from '@cabinet/contract';
import { describe, expect, it } from 'vitest';
import {
  exampleAnswer,
  exampleBatch,
  ingestRecordFields,
} from '../../../src/features/site-info/ingest-docs';

describe('the technology page’s record format', () => {
  it('lists the contract’s fields with what is required', () => {
    const fields = ingestRecordFields();
    expect(fields.map((f) => f.name)).toEqual(Object.keys(IngestRecord.shape));
    const byName = Object.fromEntries(fields.map((f) => [f.name, f]));
    expect(byName.requestId).toMatchObject({ required: true });
    expect(byName.subject).toMatchObject({ required: false });
    expect(byName.status!.type).toBe('"success" | "error"');
    expect(byName.httpStatus!.limits).toContainEqual({ kind: 'range', value: '100–599' });
  });

  it('its examples are valid by the contract', () => {
    expect(exampleBatch.records.length).toBeLessThanOrEqual(MAX_INGEST_BATCH);
    for (const record of exampleBatch.records)
      expect(IngestRecord.safeParse(record).success).toBe(true);
    expect(IngestResult.safeParse(exampleAnswer).success).toBe(true);
  });
});
