import type { Messages } from '../ru.js';

export const mail: Messages['mail'] = {
  recoverySubject: 'Password recovery',
  recoveryBody:
    'Hello, {{name}}!\n\nTo set a new password, open this link (it works once, for {{minutes}} minutes):\n{{link}}\n\nIf you did not ask for it, ignore this message.',
};
