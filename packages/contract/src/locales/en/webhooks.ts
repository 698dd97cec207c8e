export const webhooks = {
  urlInvalid: 'Enter an address like https://example.kz/hooks',
  httpsRequired: 'The address must start with https://',
  hostPrivate:
    'The address points into an internal network ({{address}}): the server’s settings forbid that',
  hostUnresolved: 'The host name is not found in DNS',
  partnerInvalid:
    'A webhook is set up for a partner or the provider, and a partner sets up only its own',
  disabledKeptFailing: 'Disabled: deliveries have failed since {{since}}, every attempt used up',
  endpointLimit: 'A partner may have at most {{max}} webhooks: remove one you no longer need',
  resendPending:
    'The delivery is still waiting or being sent: it can be resent once it has a result',
  resendTooOften: 'Too many resends. Try again in {{seconds}} seconds.',
  disabledSubject: 'Webhook disabled: {{url}}',
  disabledBody:
    'Hello,\n\nThe webhook {{url}} has been disabled: deliveries to it have failed since {{since}}, and every attempt to deliver event {{messageId}} is used up.\n\nCheck the receiver and enable the webhook again on the Webhooks page, where failed deliveries can be resent too.',
};
