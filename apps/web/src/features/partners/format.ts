/** "Name Surname", or '' when neither is set. */
export const fullName = (user: { name: string; surname: string }) =>
  [user.name, user.surname].filter(Boolean).join(' ');
