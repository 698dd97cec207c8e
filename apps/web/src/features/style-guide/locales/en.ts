import type { StyleGuideTexts } from './ru';

const en: StyleGuideTexts = {
  intro:
    'How the cabinet’s parts look and behave: headers, cards, colours, type, lists and notifications, with real content.',
  tabs: { headers: 'Headers and cards', footers: 'Footers, states and feedback' },
  pageHeaderNote:
    'At the top is the page header: the title, a line under it and the action buttons (on a phone they move under the title).',
  permissions: '{{count}} permissions',
  card: 'Card with a header',
  cardNote:
    'The home page’s sections and people’s cards are built so: a title and content in a frame.',
  roles: 'Roles',
  palette: 'Theme colours',
  spacing: 'Spacing',
  typography: 'Type',
  variants: {
    h4: 'Page title',
    h5: 'Section title',
    h6: 'Card title',
    subtitle1: 'Subtitle',
    body1: 'Body text',
    body2: 'Table text',
    caption: 'Caption',
  },
  sample: 'Data services cabinet',
  states: 'List states',
  statesNote:
    'Every list shows loading, an error with a «Retry» button, an empty result and no access the same way.',
  loading: 'Loading',
  failed: 'Error',
  empty: 'Empty',
  noAccess: 'No access',
  sampleError: 'the server did not answer (an example)',
  feedback: 'Notifications and confirmations',
  feedbackNote:
    'Pop-up notifications of four kinds, a confirmation window and a table row’s action menu.',
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
