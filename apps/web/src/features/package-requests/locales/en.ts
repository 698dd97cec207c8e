import * as messages from '@cabinet/contract/locales/en';
import type { PackageRequestsMessages } from './ru';

const packageRequests: PackageRequestsMessages = {
  packageRequests: messages.packageRequests,
  intro:
    'Order a prepaid package of requests. No card payment: once approved, the package appears in the month’s documents.',
  adminIntro:
    'Partners’ requests for prepaid packages: approve at a price (the package is created) or reject with a reason.',
  form: {
    priceInvalid: 'An amount with at most two decimals',
    title: 'New request',
    user: 'For',
    self: '{{name}} (you)',
    service: 'Service',
    noServices: 'No service is connected for you: please contact the administrator.',
    quota: 'Number of requests',
    validFrom: 'Valid from',
    validTo: 'Valid to',
    comment: 'Comment',
    submit: 'Send the request',
  },
  mine: 'My requests',
  pending: 'Requests awaiting a decision',
  all: 'All requests',
  empty: 'No requests yet',
  noPending: 'No new requests',
  status: {
    pending: 'Awaiting decision',
    approved: 'Approved',
    rejected: 'Rejected',
    cancelled: 'Withdrawn',
  },
  columns: {
    created: 'Sent',
    user: 'User',
    service: 'Service',
    quota: 'Requests',
    period: 'Period',
    status: 'Status',
    price: 'Price',
  },
  period: '{{from}} – {{to}}',
  note: 'Decision: {{note}}',
  approve: 'Approve',
  reject: 'Reject',
  cancel: 'Withdraw',
  cancelConfirm: 'Withdraw the request for {{quota}} requests to “{{service}}”?',
  approveTitle: 'Approve the request',
  approveText:
    '{{user}}: {{quota}} requests to “{{service}}”, {{period}}. The package is created at this price.',
  price: 'Package price',
  currency: 'Currency',
  rejectTitle: 'Reject the request',
  reason: 'Reason',
  decisionNote: 'Comment on the decision',
};

export default packageRequests;
