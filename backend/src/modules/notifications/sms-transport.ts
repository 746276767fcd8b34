import { Logger } from '@nestjs/common';

export interface SmsMessage {
  /** E.164, e.g. +436641234567 (the checkout accepts no other form). */
  to: string;
  text: string;
  /** The job's key, sent as the gateway's client message id where it has one. */
  key?: string;
}

/** One way of sending an SMS; a failure throws an Error with a German reason. */
export abstract class SmsTransport {
  abstract send(message: SmsMessage): Promise<void>;
}

/** Development: the SMS goes to the log, nowhere else. */
export class LogSmsTransport extends SmsTransport {
  private readonly logger = new Logger('SMS');

  async send(message: SmsMessage): Promise<void> {
    this.logger.log(`SMS an ${message.to}: ${message.text}`);
  }
}

/** websms answers HTTP 200 with its own status code; these two mean accepted. */
const WEBSMS_OK = new Set([2000, 2001]);

/**
 * websms.com (LINK Mobility Austria), REST API "smsmessaging/text"
 * (https://developer.websms.com/rest-api): Bearer token, JSON body with the recipients as
 * numbers without '+', the text, and an optional sender; the answer carries statusCode and
 * statusMessage.
 */
export class WebsmsTransport extends SmsTransport {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly sender?: string,
  ) {
    super();
  }

  async send(message: SmsMessage): Promise<void> {
    const recipient = Number(message.to.replace(/^\+/, ''));
    if (!/^\+\d{6,15}$/.test(message.to) || !Number.isSafeInteger(recipient)) {
      throw new Error(`Die Telefonnummer ${message.to} ist für SMS ungültig.`);
    }
    const body = {
      recipientAddressList: [recipient],
      messageContent: message.text,
      ...(message.key ? { clientMessageId: message.key.slice(0, 64) } : {}),
      ...(this.sender
        ? {
            senderAddress: this.sender.replace(/^\+/, ''),
            senderAddressType: /^\+?\d+$/.test(this.sender) ? 'international' : 'alphanumeric',
          }
        : {}),
    };
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/rest/smsmessaging/text`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new Error(
        `SMS-Gateway nicht erreichbar (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
    const answer = (await response.json().catch(() => ({}))) as {
      statusCode?: number;
      statusMessage?: string;
    };
    if (response.status === 401 || response.status === 403) {
      throw new Error('SMS-Gateway: Zugangsdaten abgelehnt (SMS_API_TOKEN prüfen).');
    }
    if (!response.ok || !WEBSMS_OK.has(Number(answer.statusCode))) {
      throw new Error(
        `SMS-Gateway hat abgelehnt (HTTP ${response.status}, Status ${answer.statusCode ?? '–'}: ${answer.statusMessage ?? 'ohne Begründung'}).`,
      );
    }
  }
}
