import argon2 from 'argon2';

/** argon2id with OWASP's minimum: 19 MiB of memory, two passes, one lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, OPTIONS);

/** A hash of nothing anybody knows: checking it costs what a real check costs. */
const decoy = hashPassword(`decoy-${Math.random()}`);

/**
 * Checks a password against a stored hash; without one (unknown login) it still spends the same
 * time, so that the answer's timing does not tell which logins exist.
 */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  try {
    if (hash === undefined) {
      await argon2.verify(await decoy, password);
      return false;
    }
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
