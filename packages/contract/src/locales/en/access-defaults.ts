import type { accessDefaults as ru } from '../ru/access-defaults.js';

export const accessDefaults: typeof ru = {
  roles: {
    Admin: { name: 'Administrator', description: 'Provider staff: manages everything' },
    Partner: { name: 'Partner', description: 'The partner company’s main account' },
    client: { name: 'Partner’s user', description: 'Sees its own reports, register and documents' },
    Integrator: {
      name: 'Integrator',
      description: 'A technical account that sends request records',
    },
    ProviderIntegrator: {
      name: 'Provider’s integrator',
      description: 'The provider’s technical account: sends records for any user',
    },
  },
  groups: {
    partners: { name: 'Partners' },
    users: { name: 'Users' },
    services: { name: 'Services' },
    tariffs: { name: 'Tariffs' },
    reports: { name: 'Reports' },
    requests: { name: 'Requests' },
    documents: { name: 'Documents' },
    'access-control': { name: 'Access' },
    mail: { name: 'Mail' },
    'package-requests': { name: 'Package requests' },
    maintenance: { name: 'Maintenance' },
    'api-keys': { name: 'API keys' },
    webhooks: { name: 'Webhooks' },
    alerts: { name: 'Alerts' },
    audit: { name: 'Audit log' },
  },
  rules: {
    partners: {
      view: { name: 'View partners', description: 'The partner list and their cards' },
      edit: {
        name: 'Manage partners',
        description: 'Add, change and block partners, their services and locations',
      },
    },
    users: {
      view: { name: 'View users', description: 'A partner’s users and their roles' },
      edit: { name: 'Manage users', description: 'Add and change users, passwords, blocking' },
    },
    services: {
      view: { name: 'View services', description: 'Available services and their documentation' },
      edit: { name: 'Manage services', description: 'Create and change services' },
    },
    tariff: {
      view: { name: 'View tariffs and packages', description: 'Tariffs, price tiers and packages' },
      edit: {
        name: 'Manage tariffs and packages',
        description: 'Create and change tariffs and packages',
      },
      simulate: {
        name: 'Simulate tariffs',
        description: 'Re-price past months under a draft tariff',
      },
    },
    reports: {
      view: { name: 'View reports', description: 'Service reports by month and by day' },
    },
    requests: {
      view: { name: 'View the request register', description: 'Every request with its data' },
      ingest: { name: 'Send request records', description: 'Record its own users’ requests' },
      'ingest-all': {
        name: 'Send records for any user',
        description: 'Record any user’s requests: the provider’s integrators only',
      },
      export: {
        name: 'Export the register to CSV',
        description: 'CSV files of a period’s requests',
      },
    },
    documents: {
      view: { name: 'View documents', description: 'Its own reports, statements and files' },
      edit: { name: 'Manage documents', description: 'Upload files and close months' },
      all: { name: 'All partners’ documents', description: 'Any partner’s documents' },
    },
    'access-control': {
      view: { name: 'View roles and rules', description: 'Roles, rules and their groups' },
      edit: {
        name: 'Manage roles and rules',
        description: 'Create and change roles, rules and groups',
      },
    },
    outbox: {
      view: { name: 'View sent mail', description: 'Messages the cabinet has sent' },
    },
    'package-requests': {
      view: { name: 'View package requests', description: 'Requests and their decisions' },
      create: { name: 'Request packages', description: 'Ask for a package of requests' },
      decide: { name: 'Decide package requests', description: 'Approve and decline requests' },
    },
    maintenance: {
      edit: { name: 'Maintenance mode', description: 'Turn maintenance mode on and off' },
    },
    'api-keys': {
      manage: {
        name: 'Issue and revoke API keys',
        description: 'Keys for partners’ and integrators’ systems',
      },
    },
    alerts: {
      manage: {
        name: 'Manage alerts',
        description: 'Alert rules on packages, spend, errors and silence, and their history',
      },
    },
    webhooks: {
      manage: {
        name: 'Manage webhooks',
        description: 'Addresses the cabinet sends events to, and their delivery log',
      },
    },
    audit: {
      view: {
        name: 'View the audit log',
        description: 'Who changed what and when: staff see everything, a partner its own',
      },
    },
  },
};
