import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Transporter, SMTPSentMessageInfo, StreamSentMessageInfo } from 'nodemailer';
import { AppConfig } from '../../config/app-config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Stable job key: the same key always gives the same Message-ID (duplicate detection). */
  key?: string;
  /** The sender's name the customer sees (the shop's name); the address stays MAIL_FROM's. */
  fromName?: string;
}

/**
 * The sender: MAIL_FROM's address under the shop's name when one is given („Café Rosmarin
 * <no-reply@…>“), else MAIL_FROM as it is. nodemailer encodes the name (umlauts, quotes).
 */
export function senderOf(
  mailFrom: string,
  fromName?: string,
): string | { name: string; address: string } {
  const name = fromName?.trim();
  if (!name) return mailFrom;
  const address = /<([^<>\s]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return { name, address };
}

/** A deterministic Message-ID for a job key, so a retried job is recognisable as the same mail. */
export function messageIdFor(key: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'bestellwerk.local';
  const digest = createHash('sha256').update(key).digest('hex').slice(0, 32);
  return `<${digest}@${domain}>`;
}

type Delivery =
  | { kind: 'smtp'; transport: Transporter<SMTPSentMessageInfo> }
  | { kind: 'file'; transport: Transporter<StreamSentMessageInfo>; dir: string };

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The SMTP pool of a process: at most this many connections at once, each replaced after
 * this many messages. Query parameters of SMTP_URL override them (`?maxConnections=10`).
 */
export const SMTP_POOL = { maxConnections: 5, maxMessages: 100 } as const;

/**
 * Sends e-mail through SMTP_URL; without it (the embedded demo) each message is written as
 * an .eml file under DATA_DIR/mail/, so login links can be followed without a mail server.
 * SMTP goes through one pool per process: messages share a few open connections instead of
 * a connection (greeting, EHLO, QUIT) each; a connection the server dropped while idle is
 * replaced, and a message it had not started goes out over another one.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger(MailService.name);
  private readonly delivery: Delivery;

  constructor(private readonly config: AppConfig) {
    const smtpUrl = config.env.SMTP_URL;
    this.delivery = smtpUrl
      ? {
          kind: 'smtp',
          // A relay on this machine usually has no certificate worth checking; STARTTLS
          // against it would only fail on a self-signed one.
          transport: createTransport({
            pool: true,
            ...SMTP_POOL,
            url: smtpUrl,
            ignoreTLS: LOCAL_HOSTS.has(new URL(smtpUrl).hostname),
          }),
        }
      : {
          kind: 'file',
          transport: createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
          dir: join(config.dataDir, 'mail'),
        };
  }

  async send(message: MailMessage): Promise<void> {
    const { key, fromName, ...fields } = message;
    const mailFrom = this.config.env.MAIL_FROM;
    const from = senderOf(mailFrom, fromName);
    const mail = { from, ...fields, ...(key ? { messageId: messageIdFor(key, mailFrom) } : {}) };
    if (this.delivery.kind === 'smtp') {
      await this.delivery.transport.sendMail(mail);
      return;
    }
    const info = await this.delivery.transport.sendMail(mail);
    if (!Buffer.isBuffer(info.message))
      throw new Error('Die E-Mail wurde nicht als Puffer erzeugt.');
    await mkdir(this.delivery.dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.delivery.dir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
    await writeFile(file, info.message);
    this.logger.log(`E-Mail „${message.subject}“ an ${message.to} gespeichert: ${file}`);
  }

  /**
   * After every onModuleDestroy, so the job workers (which wait for their running jobs there)
   * are done sending; a delivery still under way finishes, idle connections close (QUIT).
   */
  onApplicationShutdown(): void {
    this.delivery.transport.close();
  }
}
