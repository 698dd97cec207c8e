import { describe, expect, it } from 'vitest';
import {
  ApprovalForm,
  RejectionForm,
  RequestForm,
} from '../../../src/features/package-requests/schemas';

const request = {
  userId: 7,
  serviceId: 3,
  quota: '2500',
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  comment: '',
};

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the checkout forms', () => {
  it('a request becomes the contract’s body', () => {
    expect(RequestForm.parse(request)).toEqual({ ...request, quota: 2500 });
  });

  it('the contract’s messages land on the form’s fields', () => {
    expect(issues(RequestForm.safeParse({ ...request, quota: '0' }))).toEqual({
      quota: 'packageRequests.quotaPositive',
    });
    expect(issues(RequestForm.safeParse({ ...request, serviceId: '', quota: 'x' }))).toMatchObject({
      serviceId: 'validation.required',
      quota: 'validation.numberInvalid',
    });
    expect(issues(RequestForm.safeParse({ ...request, validTo: '2026-11-30' }))).toEqual({
      validTo: 'validation.periodReversed',
    });
  });

  it('an approval’s price is typed in tenge and sent in tiyn', () => {
    expect(ApprovalForm.parse({ price: '95 000,50', currency: 'KZT', note: '' })).toEqual({
      priceMinor: 9_500_050,
      currency: 'KZT',
      note: '',
    });
    expect(issues(ApprovalForm.safeParse({ price: '1,234', currency: 'KZT', note: '' }))).toEqual({
      price: 'form.priceInvalid',
    });
  });

  it('a rejection needs a reason', () => {
    expect(issues(RejectionForm.safeParse({ note: '  ' }))).toEqual({
      note: 'validation.required',
    });
  });
});
