import { BILLABLE_OUTCOMES, billableOutcomesOf, type BillableOutcomes } from '@cabinet/contract';
import { describe, expect, it } from 'vitest';
import { isBillable } from '../../../src/core/pricing/billable.js';

/** Outcomes as a request's status and HTTP status record them. */
const outcomes = {
  success: ['success', 200],
  notFound: ['error', 404],
  otherClientError: ['error', 400],
  tooMany: ['error', 429],
  serverError: ['error', 500],
  badGateway: ['error', 502],
} as const;

const expected: Record<BillableOutcomes, Record<keyof typeof outcomes, boolean>> = {
  success: {
    success: true,
    notFound: false,
    otherClientError: false,
    tooMany: false,
    serverError: false,
    badGateway: false,
  },
  'success-or-not-found': {
    success: true,
    notFound: true,
    otherClientError: false,
    tooMany: false,
    serverError: false,
    badGateway: false,
  },
  answered: {
    success: true,
    notFound: true,
    otherClientError: true,
    tooMany: true,
    serverError: false,
    badGateway: false,
  },
  all: {
    success: true,
    notFound: true,
    otherClientError: true,
    tooMany: true,
    serverError: true,
    badGateway: true,
  },
};

describe('isBillable', () => {
  for (const rule of BILLABLE_OUTCOMES) {
    for (const [name, [status, httpStatus]] of Object.entries(outcomes)) {
      const billable = expected[rule][name as keyof typeof outcomes];
      it(`${rule}: ${status} ${httpStatus} is ${billable ? '' : 'not '}billable`, () => {
        expect(isBillable(rule, status, httpStatus)).toBe(billable);
      });
    }
  }

  it('each rule bills at least what the one before it does', () => {
    for (let i = 1; i < BILLABLE_OUTCOMES.length; i += 1)
      for (const [status, httpStatus] of Object.values(outcomes))
        if (isBillable(BILLABLE_OUTCOMES[i - 1]!, status, httpStatus))
          expect(isBillable(BILLABLE_OUTCOMES[i]!, status, httpStatus)).toBe(true);
  });
});

describe('billableOutcomesOf (the input’s rule)', () => {
  it('prefers the rule, maps the older flag, and names none when neither is given', () => {
    expect(billableOutcomesOf({ billableOutcomes: 'answered', failedBillable: true })).toBe(
      'answered',
    );
    expect(billableOutcomesOf({ failedBillable: true })).toBe('all');
    expect(billableOutcomesOf({ failedBillable: false })).toBe('success');
    expect(billableOutcomesOf({})).toBeUndefined();
  });
});
