import type { StyleGuideTexts } from './ru';

const en: StyleGuideTexts = {
  intro:
    'The cabinet design system’s shared components (src/lib/ui and friends) with real content.',
  tabs: { headers: 'Headers and cards', footers: 'Footers, states and feedback' },
  pageHeaderNote:
    'This page’s header is a PageHeader: the h1, a line under it and actions (under the title on a phone).',
  permissions: '{{count}} permissions',
  card: 'Card with a header',
  cardNote: 'A Paper with an h2 title: the dashboard’s sections and people’s cards are built so.',
  roles: 'Roles',
  palette: 'Theme colours',
  spacing: 'Spacing (spec, section 9)',
  typography: 'Type',
  sample: 'Data services cabinet',
  states: 'List states',
  statesNote: 'QueryState: loading, error with retry, empty and no access, the same in every list.',
  loading: 'Loading',
  failed: 'Error',
  empty: 'Empty',
  noAccess: 'No access',
  sampleError: 'the server did not answer (an example)',
  feedback: 'Notifications and confirmations',
  feedbackNote: 'notify() with the spec’s types; a confirmation dialog; a table row’s menu.',
  notifyText: 'An example notification: {{type}}',
  confirm: 'Open a confirmation',
  confirmTitle: 'Sign out of the cabinet?',
  confirmText: 'This is an example of a confirmation dialog: the button below changes nothing.',
  confirmAction: 'Got it',
  rowMenu: 'Row menu',
  formats: 'Numbers, money and dates in the user’s language',
  count: 'Number',
  money: 'Amount',
  day: 'Day',
  moment: 'Moment',
  footer: 'Page footer',
  footerNote: 'The public pages’ links, as in the sign-in page’s footer.',
};

export default en;
