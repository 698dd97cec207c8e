import nodemailer, { type Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema.js';
import { HOUR, type Clock } from '../clock.js';
import type { JobQueue } from '../jobs/job-queue.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

const MAIL_JOB = 'mail';
/** How old an unsent message may be for a new start to send it still (a process that died). */
const RESUME_WITHIN_MS = HOUR;

/**
 * Every message is kept in the outbox table. With SMTP configured it is also sent, by a background
 * job, and marked sent (or its error recorded and logged): nobody's request waits for the SMTP
 * server, and its answer takes as long whether it mailed or not. Without SMTP the outbox is the
 * delivery, so the cabinet works offline. The log gets the recipient and subject only: bodies may
 * hold one-time links.
 */
export class Mailer {
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly jobs: JobQueue,
    private readonly from: string,
    smtpUrl: string | undefined,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
    // Without SMTP nothing is ever queued (with Redis, a kind of job is a worker of its own).
    if (this.transport) jobs.define(MAIL_JOB, (id) => this.deliver(id));
  }

  /** Keeps the message and queues its sending; resolves once it is kept, not sent. */
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
    if (this.transport) this.jobs.enqueue(MAIL_JOB, id);
    else
      this.log.info(
        { mailId: id, to: message.to, subject: message.subject },
        'mail kept in the outbox (no SMTP_URL)',
      );
    return id;
  }

  /**
   * At start: messages a stopped process kept but never sent (nor failed), from the last hour, are
   * queued again. Older ones stay in the outbox: a link mailed that late would be expired.
   */
  async resume(): Promise<void> {
    if (!this.transport) return;
    const since = new Date(this.clock.now().getTime() - RESUME_WITHIN_MS).toISOString();
    const unsent = await this.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where('error', 'is', null)
      .where('created_at', '>=', since)
      .orderBy('id')
      .execute();
    for (const { id } of unsent) this.jobs.enqueue(MAIL_JOB, id);
  }

  private async deliver(id: number): Promise<void> {
    const mail = await this.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'body_text'])
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    if (!mail || !this.transport) return;
    const head = { mailId: id, to: mail.to_address, subject: mail.subject };
    try {
      await this.transport.sendMail({
        from: this.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.body_text,
      });
    } catch (error) {
      await this.db
        .updateTable('mail_outbox')
        .set({ error: String(error) })
        .where('id', '=', id)
        .execute();
      this.log.error({ ...head, err: error }, 'mail could not be sent; kept in the outbox');
      return;
    }
    await this.db
      .updateTable('mail_outbox')
      .set({ sent_at: this.clock.now().toISOString(), error: null })
      .where('id', '=', id)
      .execute();
    this.log.info(head, 'mail sent');
  }
}
