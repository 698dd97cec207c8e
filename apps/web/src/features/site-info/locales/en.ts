import type { SiteInfoMessages } from './ru';

const siteInfo: SiteInfoMessages = {
  contacts: {
    intro: 'How to reach the provider: contracts, connecting services, support.',
    company: 'Company',
    bin: 'BIN',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    support:
      'For questions about access to the cabinet, write to the support e-mail with your login.',
  },
  technology: {
    intro: 'How the provider’s services work: the API, token sign-in and usage records.',
    apiTitle: 'API',
    apiText:
      'Every call goes over HTTPS to the cabinet’s address, with JSON request and response bodies. Every operation is described in the OpenAPI document {{openapi}} and the interactive reference {{docs}}.',
    authTitle: 'Authentication',
    authSteps: {
      csrf: 'GET {{path}} sets the XSRF-TOKEN cookie; every POST, PUT and DELETE echoes its value in the X-XSRF-TOKEN header.',
      token: 'POST {{path}} with a login and password returns a token of the form “id|secret”.',
      bearer:
        'The token goes in the Authorization: Bearer header. It stops working after {{minutes}} idle minutes, on logout and on a password change. A call that sends the token only in this header, with no cookie named token, needs no X-XSRF-TOKEN (as in Sanctum).',
    },
    integratorText:
      'Systems that send usage records get an account of the Integrator group from the provider: it may send records and has no access to administration.',
    apiKeysTitle: 'API keys',
    apiKeys: {
      what: 'Systems (a usage gateway, an ERP) are better served by an API key: it does not expire from idleness and works until it is revoked or its chosen last day.',
      create:
        'A key is issued on the “API keys” page ({{page}}) of the cabinet: a name, an owner and its abilities. The key, of the form {{prefix}}…, is shown once: save it right away.',
      header:
        'The system sends the key with every request in the Authorization: Bearer {{prefix}}… header; a key needs no CSRF cookie.',
      scope:
        'A key may do only what it is allowed ({{abilities}}), and only within its owner’s rights: a partner’s key sees only that partner’s data.',
    },
    usageTitle: 'Usage records',
    usageText:
      'Each record is one request of a user to a service. Records are accepted in batches of up to {{max}} through POST {{path}}; a record repeated with the same requestId for the same user is not counted twice, and invalid records come back with their reasons without holding up the rest.',
    fieldsTitle: 'Record fields',
    field: 'Field',
    type: 'Type',
    required: 'Required',
    limits: 'Limits',
    limit: {
      length: 'length {{value}}',
      range: 'value {{value}}',
      default: 'default {{value}}',
    },
    yes: 'yes',
    no: 'no',
    exampleTitle: 'Example batch',
    answerTitle: 'Answer',
    pricingText:
      'A request is priced by the tariff in force on its day, by the month’s volume; prepaid packages are used first.',
    catalogueLink: 'The service catalogue and documentation',
    pricingLink: 'Prices',
  },
};

export default siteInfo;
