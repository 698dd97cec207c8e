import type { Messages } from '../ru.js';

export const documents: Messages['documents'] = {
  titleRequired: 'Enter the document title',
  notFound: 'Document not found',
  fileRequired: 'Attach a file',
  tooLarge: 'The file is larger than {{megabytes}} MB',
  uploaded: 'Document uploaded',
  deleted: 'Document deleted',
  exportQueued: 'The file is queued for creation',
  exportRunning: 'Creating the file: {{progress}}%',
  exportFailed: 'Error creating file',
  exportStorageFailed: 'The server could not write the file. Try again later or contact support.',
  exportTooMany:
    'You already have {{count}} files being created. Wait until they are ready, then ask for a new one.',
  exportStorageFull:
    'Your exports already take {{megabytes}} MB, the most allowed. Download the files already made: exports are removed {{hours}} h after they are made, then you can make new ones (or ask an administrator to delete old ones).',
  notAPartner: 'Application 1 is made for partners only',
  monthAlreadyClosed:
    'The month is already closed. To issue its documents again, give the reason: the earlier versions are kept as superseded.',
  monthClosingRunning: 'This month is being closed already',
  monthNotOver: 'Only a month that has ended can be closed',
  monthInGrace:
    'The month can be closed from {{date}}: for {{days}} days after its end, late records may still arrive',
  reissueReasonRequired: 'Say why the documents are issued again',
  finalDocumentKept:
    'A closed month’s final document is never deleted. To correct it, issue the month again with a reason.',
  csv: {
    requestId: 'Request ID',
    time: 'Time',
    user: 'User',
    service: 'Service',
    status: 'Status',
    httpStatus: 'HTTP status',
    durationMs: 'Duration, ms',
    subject: 'Subject',
    billable: 'Charging',
    amount: 'Amount, KZT',
    package: 'Package',
    requestPayload: 'Request',
    responsePayload: 'Response',
    success: 'success',
    error: 'error',
    paid: 'paid',
    covered: 'by package',
    notBillable: 'not billable',
  },
};
