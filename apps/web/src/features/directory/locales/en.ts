import type { DirectoryTexts } from './ru';

const en: DirectoryTexts = {
  intro: 'The cabinet’s people and how to reach them. The phone is the company’s.',
  search: 'Name, login, e-mail, company or phone',
  empty: 'Nobody found',
  person: 'Person',
  company: 'Company',
  staff: 'Provider staff',
  phone: 'Phone',
  email: 'E-mail',
  roles: 'Roles',
  blocked: 'Blocked',
  // The name starts with what the link shows (WCAG 2.5.3, label in name).
  writeTo: '{{email}}: write to {{name}}',
  callTo: '{{phone}}: call {{company}}',
  card: {
    choose: 'Choose a person in the directory.',
    toDirectory: 'To the directory',
    login: 'Login',
    lastLogin: 'Last sign-in',
    never: 'Has not signed in yet',
    since: 'In the cabinet since',
    address: 'Company address',
    city: 'City',
    about: 'About',
    companyEmail: 'Company e-mail',
  },
  groups: { Admin: 'Administrator', Partner: 'Partner', client: 'User', Integrator: 'Integrator' },
  tree: {
    intro: 'Roles, rule groups and rules: what each role allows.',
    expandAll: 'Expand all',
    collapseAll: 'Collapse all',
    role: 'Role',
    rules: 'Rules',
    users: 'Users',
    rulesCount: 'Rules: {{count}}',
    empty: 'No roles yet',
    noRules: 'No rules',
    keyboardHint: 'Up and down arrows move between rows, right and left expand and collapse.',
  },
};

export default en;
