import nodemailer, { type Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema.js';
import type { Clock } from '../clock.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Every message is kept in the outbox table. With SMTP configured it is also sent and marked sent;
 * without it the outbox is the delivery, so the cabinet works offline. The log gets the recipient
 * and subject only: bodies may hold one-time links.
 */
export class Mailer {
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly from: string,
    smtpUrl: string | undefined,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  }

  async send(message: MailMessage): Promise<number> {
    const { id } = await this.db
      .insertInto('mail_outbox')
      .values({
        to_address: message.to,
        subject: message.subject,
        body_text: message.text,
        created_at: this.clock.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!this.transport) {
      this.log.info(
        { mailId: id, to: message.to, subject: message.subject },
        'mail kept in the outbox (no SMTP_URL)',
      );
      return id;
    }
    try {
      await this.transport.sendMail({ from: this.from, ...message });
      await this.db
        .updateTable('mail_outbox')
        .set({ sent_at: this.clock.now().toISOString() })
        .where('id', '=', id)
        .execute();
      this.log.info({ mailId: id, to: message.to, subject: message.subject }, 'mail sent');
    } catch (error) {
      await this.db
        .updateTable('mail_outbox')
        .set({ error: String(error) })
        .where('id', '=', id)
        .execute();
      this.log.error({ mailId: id, err: error }, 'mail could not be sent; kept in the outbox');
    }
    return id;
  }
}
