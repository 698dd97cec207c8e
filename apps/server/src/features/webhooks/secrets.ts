import crypto from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@cabinet/contract';

/** A new signing secret: `whsec_` and 32 random bytes in base64, as Standard Webhooks has it. */
export const mintSecret = () =>
  `${WEBHOOK_SECRET_PREFIX}${crypto.randomBytes(32).toString('base64')}`;

/** The part of a secret shown again after creation: enough to tell two secrets apart. */
export const secretStart = (secret: string) => secret.slice(0, WEBHOOK_SECRET_PREFIX.length + 4);

const VERSION = 'v1';

/**
 * Signing secrets are kept encrypted (AES-256-GCM) under a key derived from the application
 * secret: unlike API keys, which are only compared, they must be read back to sign.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(appSecret: string) {
    this.key = Buffer.from(
      crypto.hkdfSync('sha256', appSecret, Buffer.alloc(0), 'cabinet webhook secrets', 32),
    );
  }

  seal(secret: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  open(sealed: string): string {
    const [version, text] = sealed.split('.');
    if (version !== VERSION || !text) throw new Error('Unknown webhook secret format');
    const raw = Buffer.from(text, 'base64url');
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}
