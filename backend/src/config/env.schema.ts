import { plainToInstance, Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
  validateSync,
} from 'class-validator';
import { QUEUE_NAMES } from './queues';
import { parseNetworkList, parsePortList } from './network-list';

/** The queues a worker may be limited to: the one queue list, so a new queue is allowed at once. */
const QUEUE_ALTERNATIVES = `(${QUEUE_NAMES.join('|')})`;
const WORKER_QUEUES_PATTERN = new RegExp(`^${QUEUE_ALTERNATIVES}(,${QUEUE_ALTERNATIVES})*$`);
const CONCURRENCY_PAIR = `${QUEUE_ALTERNATIVES}=[1-9]\\d{0,2}`;
const WORKER_CONCURRENCY_PATTERN = new RegExp(`^${CONCURRENCY_PAIR}(,${CONCURRENCY_PAIR})*$`);
const WORKER_CONCURRENCY_MESSAGE = `WORKER_CONCURRENCY muss die Form queue=n[,queue=n…] haben (${QUEUE_NAMES.join(', ')}; n von 1 bis 999), z. B. print=4,email=16.`;
const WORKER_QUEUES_MESSAGE = `WORKER_QUEUES darf nur ${QUEUE_NAMES.slice(0, -1).join(', ')} und ${QUEUE_NAMES.at(-1)} (durch Komma getrennt) enthalten.`;

const REMOTE_ENTRY = '[a-z][a-z0-9-]*=(https?:\\/\\/[^,\\s]+|\\/[^,\\s]*)';
/** name=URL pairs: orders=https://…/mf-manifest.json,catalog=/backend/remotes/catalog/mf-manifest.json */
export const BACKOFFICE_REMOTES_PATTERN = new RegExp(`^${REMOTE_ENTRY}(,${REMOTE_ENTRY})*$`);

const IsNetworkList = (name: string) =>
  ValidateBy({
    name: 'isNetworkList',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && parseNetworkList(value) !== null,
      defaultMessage: () =>
        `${name} muss eine durch Komma getrennte Liste von IP-Adressen oder Netzen sein (z. B. 127.0.0.1 oder 10.0.0.0/8).`,
    },
  });

const IsPortList = (name: string) =>
  ValidateBy({
    name: 'isPortList',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && parsePortList(value) !== null,
      defaultMessage: () =>
        `${name} muss eine durch Komma getrennte Liste von Ports oder Bereichen zwischen 1 und 65535 sein (z. B. 9100 oder 9100-9103).`,
    },
  });

/** Where network receipt printers may live unless configured otherwise: the private ranges. */
export const DEFAULT_PRINTER_NETWORKS = '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fc00::/7';

/**
 * The whole environment of the API and worker processes. Everything is optional because the
 * embedded mode (SQLite file, in-process jobs) must start with no configuration at all;
 * production is switched on by NODE_ENV=production and then demands its secrets.
 */
export class Environment {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(({ value }) => (value === undefined ? 3000 : Number(value)))
  @IsInt({ message: 'PORT muss eine ganze Zahl sein.' })
  @Min(1, { message: 'PORT muss zwischen 1 und 65535 liegen.' })
  @Max(65535, { message: 'PORT muss zwischen 1 und 65535 liegen.' })
  PORT = 3000;

  @IsOptional()
  @Matches(/^(mysql|mariadb):\/\/.+/, {
    message: 'DATABASE_URL muss mit mysql:// oder mariadb:// beginnen.',
  })
  DATABASE_URL?: string;

  @IsString()
  DATA_DIR = 'data';

  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL muss mit redis:// oder rediss:// beginnen.' })
  REDIS_URL?: string;

  @IsString()
  REDIS_PREFIX = 'bestellwerk';

  /** Connections of the MariaDB pool per process (API and worker each have their own). */
  @Transform(({ value }) => (value === undefined ? 10 : Number(value)))
  @IsInt({ message: 'DB_POOL_SIZE muss eine ganze Zahl sein.' })
  @Min(1, { message: 'DB_POOL_SIZE muss mindestens 1 sein.' })
  @Max(1000, { message: 'DB_POOL_SIZE darf höchstens 1000 sein.' })
  DB_POOL_SIZE = 10;

  /** Requests that may wait for a pool connection; one more is answered 503 at once. */
  @Transform(({ value }) => (value === undefined ? 200 : Number(value)))
  @IsInt({ message: 'DB_POOL_QUEUE_LIMIT muss eine ganze Zahl sein.' })
  @Min(1, { message: 'DB_POOL_QUEUE_LIMIT muss mindestens 1 sein.' })
  DB_POOL_QUEUE_LIMIT = 200;

  /** Milliseconds a request waits for a pool connection before it is answered 503. */
  @Transform(({ value }) => (value === undefined ? 3000 : Number(value)))
  @IsInt({ message: 'DB_ACQUIRE_TIMEOUT_MS muss eine ganze Zahl sein.' })
  @Min(100, { message: 'DB_ACQUIRE_TIMEOUT_MS muss mindestens 100 sein.' })
  DB_ACQUIRE_TIMEOUT_MS = 3000;

  /**
   * Worker threads drawing image templates at once; unset: one core stays for the API's
   * event loop (one thread on two cores), never more than two.
   */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt({ message: 'TEMPLATE_RENDER_THREADS muss eine ganze Zahl sein.' })
  @Min(1, { message: 'TEMPLATE_RENDER_THREADS muss mindestens 1 sein.' })
  @Max(16, { message: 'TEMPLATE_RENDER_THREADS darf höchstens 16 sein.' })
  TEMPLATE_RENDER_THREADS?: number;

  /** Seconds a statement waits for a row lock (innodb_lock_wait_timeout of each session). */
  @Transform(({ value }) => (value === undefined ? 5 : Number(value)))
  @IsInt({ message: 'DB_LOCK_WAIT_TIMEOUT_SECONDS muss eine ganze Zahl sein.' })
  @Min(1, { message: 'DB_LOCK_WAIT_TIMEOUT_SECONDS muss mindestens 1 sein.' })
  @Max(3600, { message: 'DB_LOCK_WAIT_TIMEOUT_SECONDS darf höchstens 3600 sein.' })
  DB_LOCK_WAIT_TIMEOUT_SECONDS = 5;

  /** Comma-separated queue names a worker process consumes; empty means all. */
  @IsOptional()
  @Matches(WORKER_QUEUES_PATTERN, { message: WORKER_QUEUES_MESSAGE })
  WORKER_QUEUES?: string;

  /** Jobs run side by side per queue in one worker process: queue=n pairs, e.g. print=4,email=16. */
  @IsOptional()
  @Matches(WORKER_CONCURRENCY_PATTERN, { message: WORKER_CONCURRENCY_MESSAGE })
  WORKER_CONCURRENCY?: string;

  @ValidateIf(
    (env: Environment) => env.NODE_ENV === 'production' || env.SESSION_SECRET !== undefined,
  )
  @IsString({ message: 'SESSION_SECRET fehlt (Pflicht im Produktivbetrieb).' })
  @MinLength(32, { message: 'SESSION_SECRET muss mindestens 32 Zeichen lang sein.' })
  SESSION_SECRET?: string;

  @Transform(({ value }) => value === 'true' || value === '1' || value === true)
  COOKIE_SECURE = false;

  @Transform(({ value }) => (value === undefined ? 480 : Number(value)))
  @IsInt({ message: 'SESSION_TTL_MINUTES muss eine ganze Zahl sein.' })
  @Min(5, { message: 'SESSION_TTL_MINUTES muss mindestens 5 sein.' })
  SESSION_TTL_MINUTES = 480;

  @Transform(({ value }) => (value === undefined ? 5 : Number(value)))
  @IsInt({ message: 'LOGIN_MAX_ATTEMPTS muss eine ganze Zahl sein.' })
  @Min(1, { message: 'LOGIN_MAX_ATTEMPTS muss mindestens 1 sein.' })
  LOGIN_MAX_ATTEMPTS = 5;

  @Transform(({ value }) => (value === undefined ? 15 : Number(value)))
  @IsInt({ message: 'LOGIN_LOCK_MINUTES muss eine ganze Zahl sein.' })
  @Min(1, { message: 'LOGIN_LOCK_MINUTES muss mindestens 1 sein.' })
  LOGIN_LOCK_MINUTES = 15;

  /**
   * Reverse proxies whose X-Forwarded-For is believed (IPs/subnets, comma-separated). Unset:
   * none, the socket's address is the client's, so a forged header changes nothing.
   */
  @IsOptional()
  @IsNetworkList('TRUSTED_PROXIES')
  TRUSTED_PROXIES?: string;

  /** Subnets a printer's host may be in (checked when saving and again when connecting). */
  @IsNetworkList('PRINTER_ALLOWED_NETWORKS')
  PRINTER_ALLOWED_NETWORKS = DEFAULT_PRINTER_NETWORKS;

  /** Ports a printer may listen on; 9100 is the raw (JetDirect) printing port. */
  @IsPortList('PRINTER_ALLOWED_PORTS')
  PRINTER_ALLOWED_PORTS = '9100';

  @Transform(({ value }) => (value === undefined ? 15 : Number(value)))
  @IsInt({ message: 'LOGIN_LINK_TTL_MINUTES muss eine ganze Zahl sein.' })
  @Min(1, { message: 'LOGIN_LINK_TTL_MINUTES muss mindestens 1 sein.' })
  LOGIN_LINK_TTL_MINUTES = 15;

  /** Seconds until an unanswered order raises the back office's alarm. */
  @Transform(({ value }) => (value === undefined ? 180 : Number(value)))
  @IsInt({ message: 'ORDER_ALARM_AFTER_SECONDS muss eine ganze Zahl sein.' })
  @Min(1, { message: 'ORDER_ALARM_AFTER_SECONDS muss mindestens 1 sein.' })
  ORDER_ALARM_AFTER_SECONDS = 180;

  /** Seconds until an unanswered order counts as missed and the customer is told. */
  @Transform(({ value }) => (value === undefined ? 600 : Number(value)))
  @IsInt({ message: 'ORDER_MISSED_AFTER_SECONDS muss eine ganze Zahl sein.' })
  @Min(1, { message: 'ORDER_MISSED_AFTER_SECONDS muss mindestens 1 sein.' })
  ORDER_MISSED_AFTER_SECONDS = 600;

  /**
   * How often the database sweep looks for unanswered orders whose alarm or missed time has
   * passed (the guarantee behind the delayed 'timers' jobs, which Redis may lose).
   */
  @Transform(({ value }) => (value === undefined ? 20 : Number(value)))
  @IsInt({ message: 'ORDER_SWEEP_INTERVAL_SECONDS muss eine ganze Zahl sein.' })
  @Min(1, { message: 'ORDER_SWEEP_INTERVAL_SECONDS muss mindestens 1 sein.' })
  @Max(3600, { message: 'ORDER_SWEEP_INTERVAL_SECONDS darf höchstens 3600 sein.' })
  ORDER_SWEEP_INTERVAL_SECONDS = 20;

  /**
   * How often the print worker asks each idle printer that answers DLE EOT for its status
   * (before and after every ticket it asks anyway).
   */
  @Transform(({ value }) => (value === undefined ? 60 : Number(value)))
  @IsInt({ message: 'PRINTER_STATUS_INTERVAL_SECONDS muss eine ganze Zahl sein.' })
  @Min(1, { message: 'PRINTER_STATUS_INTERVAL_SECONDS muss mindestens 1 sein.' })
  @Max(3600, { message: 'PRINTER_STATUS_INTERVAL_SECONDS darf höchstens 3600 sein.' })
  PRINTER_STATUS_INTERVAL_SECONDS = 60;

  /** How long a held ticket waits before the worker asks its printer again. */
  @Transform(({ value }) => (value === undefined ? 5 : Number(value)))
  @IsInt({ message: 'PRINTER_HELD_RETRY_SECONDS muss eine ganze Zahl sein.' })
  @Min(1, { message: 'PRINTER_HELD_RETRY_SECONDS muss mindestens 1 sein.' })
  @Max(600, { message: 'PRINTER_HELD_RETRY_SECONDS darf höchstens 600 sein.' })
  PRINTER_HELD_RETRY_SECONDS = 5;

  /**
   * Days raw analytics events are kept; their hourly rollups stay forever. At least 2: the
   * rollup of an hour reads the visitor's earlier events of the same day.
   */
  @Transform(({ value }) => (value === undefined ? 30 : Number(value)))
  @IsInt({ message: 'ANALYTICS_RAW_RETENTION_DAYS muss eine ganze Zahl sein.' })
  @Min(2, { message: 'ANALYTICS_RAW_RETENTION_DAYS muss mindestens 2 sein.' })
  ANALYTICS_RAW_RETENTION_DAYS = 30;

  /** Seconds between two statistics rollup rounds (the repeatable 'statistics' job). */
  @Transform(({ value }) => (value === undefined ? 300 : Number(value)))
  @IsInt({ message: 'STATISTICS_ROLLUP_INTERVAL_SECONDS muss eine ganze Zahl sein.' })
  @Min(1, { message: 'STATISTICS_ROLLUP_INTERVAL_SECONDS muss mindestens 1 sein.' })
  @Max(3600, { message: 'STATISTICS_ROLLUP_INTERVAL_SECONDS darf höchstens 3600 sein.' })
  STATISTICS_ROLLUP_INTERVAL_SECONDS = 300;

  /**
   * Days a finished job's outbox entry is kept (for the back office and for tracing an
   * e-mail or print); older ones are deleted in batches by the worker.
   */
  @Transform(({ value }) => (value === undefined ? 7 : Number(value)))
  @IsInt({ message: 'OUTBOX_RETENTION_DAYS muss eine ganze Zahl sein.' })
  @Min(1, { message: 'OUTBOX_RETENTION_DAYS muss mindestens 1 sein.' })
  @Max(3650, { message: 'OUTBOX_RETENTION_DAYS darf höchstens 3650 sein.' })
  OUTBOX_RETENTION_DAYS = 7;

  /** Public base URL used in e-mailed links, e.g. https://shop.example.at */
  @Matches(/^https?:\/\/[^/]+$/, {
    message:
      'PUBLIC_URL muss eine URL ohne abschließenden Schrägstrich sein (z. B. https://shop.example.at).',
  })
  @IsOptional()
  PUBLIC_URL?: string;

  /** smtp://user:pass@host:port; without it e-mails are written to DATA_DIR/mail (embedded). */
  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_URL muss mit smtp:// oder smtps:// beginnen.' })
  SMTP_URL?: string;

  /**
   * Content AI (backoffice-api.md §7 /content-ai): an OpenAI-compatible endpoint (base URL
   * ending before /chat/completions, e.g. https://api.openai.com/v1) and its key; without a
   * base URL Content AI answers that it is not configured.
   */
  @IsOptional()
  @Matches(/^(https?:\/\/.+)?$/, {
    message: 'CONTENT_AI_BASE_URL muss eine http(s)-URL sein (z. B. https://api.openai.com/v1).',
  })
  CONTENT_AI_BASE_URL?: string;

  @IsOptional()
  @IsString()
  CONTENT_AI_API_KEY?: string;

  /** The text model (default gpt-4o-mini) and the image model (default gpt-image-1). */
  @IsOptional()
  @IsString()
  CONTENT_AI_MODEL?: string;

  @IsOptional()
  @IsString()
  CONTENT_AI_IMAGE_MODEL?: string;

  /**
   * Site types besides 'default' (backoffice-api.md §3 "Other types come from
   * configuration"): a JSON list of { type, label, blocks: [{ type, label, fields }] }.
   */
  @IsOptional()
  @IsString()
  CMS_SITE_TYPES?: string;

  /** Mollie API key (test_… or live_…); without it Mollie is not offered. */
  @IsOptional()
  @Matches(/^(test|live)_\w+$/, {
    message: 'MOLLIE_API_KEY muss mit test_ oder live_ beginnen.',
  })
  MOLLIE_API_KEY?: string;

  /** Only to point the Mollie client elsewhere (a test double); defaults to Mollie's API. */
  @IsOptional()
  @Matches(/^https?:\/\/.+\/$/, {
    message: 'MOLLIE_API_URL muss eine URL mit abschließendem Schrägstrich sein.',
  })
  MOLLIE_API_URL?: string;

  /** Datatrans merchant id and its API password (Basic auth); both or neither. */
  @ValidateIf((env: Environment) => !!env.DATATRANS_PASSWORD || !!env.DATATRANS_MERCHANT_ID)
  @IsString({ message: 'DATATRANS_MERCHANT_ID fehlt (DATATRANS_PASSWORD ist gesetzt).' })
  DATATRANS_MERCHANT_ID?: string;

  @ValidateIf((env: Environment) => !!env.DATATRANS_PASSWORD || !!env.DATATRANS_MERCHANT_ID)
  @IsString({ message: 'DATATRANS_PASSWORD fehlt (DATATRANS_MERCHANT_ID ist gesetzt).' })
  DATATRANS_PASSWORD?: string;

  /** Hex HMAC key of the webhook signature; required with Datatrans. */
  @ValidateIf((env: Environment) => !!env.DATATRANS_MERCHANT_ID)
  @Matches(/^[0-9a-fA-F]+$/, {
    message:
      'DATATRANS_HMAC_KEY muss der hexadezimale HMAC-Schlüssel aus dem Datatrans-Webadmin sein.',
  })
  DATATRANS_HMAC_KEY?: string;

  @Matches(/^https?:\/\/[^/]+$/, {
    message: 'DATATRANS_API_URL muss eine URL ohne abschließenden Schrägstrich sein.',
  })
  DATATRANS_API_URL = 'https://api.sandbox.datatrans.com';

  @Matches(/^https?:\/\/[^/]+$/, {
    message: 'DATATRANS_PAY_URL muss eine URL ohne abschließenden Schrägstrich sein.',
  })
  DATATRANS_PAY_URL = 'https://pay.sandbox.datatrans.com';

  @IsString()
  MAIL_FROM = 'Bestellwerk <no-reply@bestellwerk.local>';

  /** SMS gateway: 'log' (development, only logs) or 'websms' (LINK Mobility, websms.com). */
  @IsIn(['log', 'websms'], { message: 'SMS_TRANSPORT muss „log“ oder „websms“ sein.' })
  SMS_TRANSPORT = 'log';

  @ValidateIf((env: Environment) => env.SMS_TRANSPORT === 'websms')
  @Matches(/^https?:\/\/[^/]+(\/.*[^/])?$/, {
    message: 'SMS_API_URL muss eine URL ohne abschließenden Schrägstrich sein.',
  })
  SMS_API_URL = 'https://api.websms.com';

  @ValidateIf((env: Environment) => env.SMS_TRANSPORT === 'websms')
  @IsString({ message: 'SMS_API_TOKEN fehlt (Pflicht bei SMS_TRANSPORT=websms).' })
  @MinLength(1, { message: 'SMS_API_TOKEN fehlt (Pflicht bei SMS_TRANSPORT=websms).' })
  SMS_API_TOKEN?: string;

  /** Sender address shown on the phone (max. 11 letters or a number); gateway default if unset. */
  @IsOptional()
  @Matches(/^([A-Za-z0-9 ]{1,11}|\+?\d{3,15})$/, {
    message: 'SMS_SENDER darf höchstens 11 Buchstaben/Ziffern oder eine Telefonnummer enthalten.',
  })
  SMS_SENDER?: string;

  /**
   * Where the back office finds its remotes: name=URL of the remote's mf-manifest.json,
   * comma-separated (an absolute URL or a path on this origin). Unset: every known remote
   * from this process, /backend/remotes/<name>/mf-manifest.json.
   */
  @IsOptional()
  @Matches(BACKOFFICE_REMOTES_PATTERN, {
    message:
      'BACKOFFICE_REMOTES muss die Form name=URL[,name=URL…] haben (URL mit http(s):// oder /), z. B. orders=https://cdn.example.at/orders/mf-manifest.json.',
  })
  BACKOFFICE_REMOTES?: string;

  /**
   * The built storefront (index.html, build/, server/) this process serves. Unset: the
   * storefront/dist of this checkout. A deploy puts a new build beside the old one and
   * points here, so the process never serves a half-copied folder.
   */
  @IsOptional()
  @IsString()
  STOREFRONT_DIR?: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /**
   * `pretty`: one readable line per entry (pino-pretty), the default in development;
   * `json`: one JSON object per line for a log collector, the default in production and tests.
   */
  @IsOptional()
  @IsIn(['pretty', 'json'], { message: 'LOG_FORMAT muss „pretty“ oder „json“ sein.' })
  LOG_FORMAT?: 'pretty' | 'json';

  /**
   * The demo printer: a receipt-printer sink inside the API process (ESC/POS over TCP on
   * 127.0.0.1) that keeps what it is sent, so „Beleg drucken“ works and can be looked at
   * without hardware. Unset: on only for the embedded development start (`npm start` with
   * no DATABASE_URL); never in production.
   */
  @IsOptional()
  @Transform(({ value }) => (value === undefined ? undefined : value === 'true' || value === '1'))
  @ValidateIf((env: Environment) => env.NODE_ENV === 'production')
  @IsIn([false, undefined], {
    message:
      'DEMO_PRINTER darf im Produktivbetrieb (NODE_ENV=production) nicht eingeschaltet sein.',
  })
  DEMO_PRINTER?: boolean;

  /**
   * The demo printer's first TCP port on 127.0.0.1; the demo shop's branches print to this
   * port and the next ones (one demo printer per branch).
   */
  @Transform(({ value }) => (value === undefined ? 9100 : Number(value)))
  @IsInt({ message: 'DEMO_PRINTER_PORT muss eine ganze Zahl sein.' })
  @Min(1, { message: 'DEMO_PRINTER_PORT muss zwischen 1 und 65530 liegen.' })
  @Max(65530, { message: 'DEMO_PRINTER_PORT muss zwischen 1 und 65530 liegen.' })
  DEMO_PRINTER_PORT = 9100;

  @IsOptional()
  @IsString()
  SEED_ADMIN_USERNAME?: string;

  @IsOptional()
  @MinLength(10, { message: 'SEED_ADMIN_PASSWORD muss mindestens 10 Zeichen lang sein.' })
  SEED_ADMIN_PASSWORD?: string;
}

export class EnvironmentError extends Error {}

/** Validates process.env; throws one error listing every wrong variable. */
export function validateEnvironment(raw: Record<string, unknown>): Environment {
  const present = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => value !== undefined && value !== ''),
  );
  const env = plainToInstance(Environment, present, { exposeDefaultValues: true });
  const errors = validateSync(env, { skipMissingProperties: false });
  if (errors.length > 0) {
    const lines = errors.flatMap((error) =>
      Object.values(error.constraints ?? {}).map((message) => `  - ${error.property}: ${message}`),
    );
    throw new EnvironmentError(`Ungültige Konfiguration, Start abgebrochen:\n${lines.join('\n')}`);
  }
  return env;
}
