import { z } from 'zod';
import { IngestRecord } from '@cabinet/contract';

/**
 * The record schema compiled by zod into one generated function: a valid record costs a fraction
 * of the interpreted check, and anything else falls back to the schema itself, so invalid records
 * get the same per-field reasons as before.
 */
export const checkIngestRecord = z.compile(IngestRecord);
export type CheckedRecord = z.output<typeof IngestRecord>;
