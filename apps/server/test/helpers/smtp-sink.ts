import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface SunkMail {
  from: string;
  to: string[];
  data: string;
}

/** A one-part message's text, base64 decoded when so sent (as nodemailer sends non-ASCII text). */
export function textOf(mail: SunkMail): string {
  const split = mail.data.indexOf('\n\n');
  const head = mail.data.slice(0, split);
  const body = mail.data.slice(split + 2);
  return /^content-transfer-encoding:\s*base64/im.test(head)
    ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
    : body;
}

/**
 * A slow SMTP server, just enough SMTP for nodemailer (no TLS, no authentication): it greets
 * and accepts each message only after `delayMs`, as a distant mail server does, and keeps what
 * it got.
 */
export async function startSmtpSink(delayMs: number) {
  const mails: SunkMail[] = [];
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    converse(socket, delayMs, (mail) => mails.push(mail));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** How many connections it has taken so far. */
    connections: () => connections,
    async received(count: number, timeoutMs = 10_000): Promise<SunkMail[]> {
      const end = Date.now() + timeoutMs;
      while (mails.length < count && Date.now() < end) await sleep(20);
      return mails;
    },
    async close(): Promise<void> {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function converse(socket: net.Socket, delayMs: number, keep: (mail: SunkMail) => void): void {
  const reply = (line: string, delay = 0) =>
    void sleep(delay).then(() => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    });
  let mail: SunkMail = { from: '', to: [], data: '' };
  let inData = false;
  let pending = '';
  reply('220 sink ESMTP', delayMs);
  socket.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    let end: number;
    while ((end = pending.indexOf('\r\n')) >= 0) {
      const line = pending.slice(0, end);
      pending = pending.slice(end + 2);
      if (inData) {
        if (line !== '.') {
          mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        inData = false;
        keep(mail);
        mail = { from: '', to: [], data: '' };
        reply('250 queued', delayMs);
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 sink');
      else if (verb === 'MAIL') {
        mail.from = line;
        reply('250 ok');
      } else if (verb === 'RCPT') {
        mail.to.push(line);
        reply('250 ok');
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 go on');
      } else if (verb === 'QUIT') {
        reply('221 bye');
        socket.end();
      } else reply('250 ok');
    }
  });
}
