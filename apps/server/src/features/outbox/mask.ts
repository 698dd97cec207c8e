/**
 * Hides one-time secrets in a kept message. A recovery link's token lets whoever holds it set
 * the account's password, so an admin reading the outbox would otherwise be able to take over any
 * account, other admins' included, without a trace; an admin who needs to let a user in sets a
 * password on the user's screen instead. The operator of the server can still read the full text
 * with `npm run cli -- outbox`, which needs access to the machine, not just an admin account.
 */
export function maskSecrets(text: string): { text: string; masked: boolean } {
  let masked = false;
  const hide = () => {
    masked = true;
    return '••••••';
  };
  const result = text
    // query parameters that carry secrets in links
    .replace(
      /([?&](?:token|code|key|secret|signature)=)[^\s&#]+/gi,
      (_m, name: string) => `${name}${hide()}`,
    )
    // any other long random-looking word (32+ URL-safe characters)
    .replace(/(?<![\w-])[A-Za-z0-9_-]{32,}(?![\w-])/g, (word) =>
      /\d/.test(word) && /[A-Za-z]/.test(word) ? hide() : word,
    );
  return { text: result, masked };
}
