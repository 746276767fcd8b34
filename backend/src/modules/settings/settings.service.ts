import { Injectable } from '@nestjs/common';
import { DATE_LOCALE_IDS, DEFAULT_DATE_LOCALE, FONT_FAMILY_IDS } from '@bestellwerk/domain';
import { DataSource, EntityManager } from 'typeorm';
import { RequestContext } from '../../common/auth/actor';
import { ApiError } from '../../common/http/api-error';
import { AuditService } from '../audit';
import { CacheInvalidation } from '../public-cache';
import { Setting } from './entities/setting.entity';

/** How a config field is validated and what it holds when it was never set. */
export type ConfigField =
  | TextField
  | UrlField
  | FlagField
  | NumberField
  | ChoiceField
  | CurrencyField
  | ColorField
  | IdField;
interface TextField {
  kind: 'text';
  default: string;
  maxLength: number;
}
interface UrlField {
  kind: 'url';
  default: string;
}
interface FlagField {
  kind: 'flag';
  default: boolean;
}
interface NumberField {
  kind: 'number';
  default: number;
  min: number;
  max: number;
}
interface ChoiceField<T extends string = string> {
  kind: 'choice';
  default: T;
  values: readonly T[];
}
interface CurrencyField {
  kind: 'currency';
  default: string;
}
interface ColorField {
  kind: 'color';
  default: string;
}
/** An account id of a third-party service: '' (off) or a value of the given shape. */
interface IdField {
  kind: 'id';
  default: string;
  pattern: RegExp;
  /** How a valid id looks, for the German message. */
  example: string;
}

const text = (maxLength: number): TextField => ({ kind: 'text', default: '', maxLength });
/** Long texts in Markdown (the internal terms, privacy, imprint and allergens pages). */
const markdown = (): TextField => text(100_000);
/** A link to an external page; '' when there is none. */
const url = (value = ''): UrlField => ({ kind: 'url', default: value });
const flag = (value = false): FlagField => ({ kind: 'flag', default: value });
const number = (value: number, min: number, max: number): NumberField => ({
  kind: 'number',
  default: value,
  min,
  max,
});
const choice = <T extends string>(values: readonly T[], value: T): ChoiceField<T> => ({
  kind: 'choice',
  default: value,
  values,
});
/** An ISO 4217 code such as EUR or CHF. */
const currency = (value: string): CurrencyField => ({ kind: 'currency', default: value });
/** #RRGGBB */
const color = (value: string): ColorField => ({ kind: 'color', default: value });
const id = (pattern: RegExp, example: string): IdField => ({
  kind: 'id',
  default: '',
  pattern,
  example,
});

export const DELIVERY_METHODS = ['takeaway', 'delivery', 'dine-in'] as const;

/** The answer of the pickup display's feed and stream while enablePluginFrontdesk is off. */
export const FRONTDESK_DISABLED_MESSAGE = 'Die Abholanzeige ist nicht aktiviert.';

/**
 * Every field and flag of the shop configuration (storefront.md §3 Config,
 * backoffice-api.md §3 Config and theme colour, §9 defaults), in one place: the GET answer,
 * the defaults and the validation of POST /api/config all come from here.
 */
export const CONFIG_FIELDS = {
  shopName: text(100),
  businessName: text(255),
  title: text(255),
  description: text(2000),
  seoTitle: text(255),
  seoDescription: text(1000),
  /** The picture a shared link shows (og:image, twitter:image); '' for none. */
  shareImageUrl: url(),
  /** The shop's public address: canonical and shared links use it ('' = the request's). */
  shopUrl: url(),
  website: url(),
  currency: currency('EUR'),
  defaultDeliveryMethod: choice(DELIVERY_METHODS, 'takeaway'),
  termsAndConditions: url(),
  termsAndConditionsText: markdown(),
  privacyPolicy: url(),
  privacyPolicyText: markdown(),
  imprint: url(),
  imprintText: markdown(),
  allergens: url(),
  allergensText: markdown(),
  mapboxZoom: number(19, 0, 22),
  mapboxPitch: number(55, 0, 85),
  mapboxBearing: number(-85, -360, 360),
  /** The map's style (MapLibre style JSON); an open, key-free tile service by default. */
  mapStyleUrl: url('https://tiles.openfreemap.org/styles/liberty'),
  themeColor: color('#058243'),
  /**
   * The storefront's fonts (issue 17): '' keeps the system font, else a family of the
   * curated list, served from our own origin by /api/fonts/theme.css.
   */
  headingFont: choice(['', ...FONT_FAMILY_IDS], ''),
  bodyFont: choice(['', ...FONT_FAMILY_IDS], ''),
  /** The back office's calendars (backoffice-api.md §9 supported date locales); texts stay German. */
  dateLocale: choice(DATE_LOCALE_IDS, DEFAULT_DATE_LOCALE),
  /**
   * Third-party tracking (storefront.md §4, backoffice-api.md §7): loaded by the storefront
   * only after cookie consent and only when set.
   */
  googleTagManagerId: id(/^GTM-[A-Z0-9]{4,12}$/, 'GTM-ABC1234'),
  metaPixelId: id(/^\d{6,20}$/, '1234567890123456'),
  disableTickets: flag(),
  /**
   * Time tracking, Austria: a hospitality collective agreement shortens the daily rest to
   * 10 hours (AZG §12 Abs. 2); the balances check against that instead of 11 (labour-rules.ts).
   */
  hospitalityRestReduction: flag(),
  enablePluginPWA: flag(),
  enablePluginToolbar: flag(),
  enablePluginHomePage: flag(),
  enablePluginSearch: flag(),
  enablePluginTags: flag(),
  enablePluginMapbox: flag(),
  enablePluginCategoryBar: flag(),
  enablePluginDonations: flag(),
  enablePluginSMS: flag(),
  enablePluginOrderReviews: flag(),
  enablePluginFrontdesk: flag(),
  // Payment methods: the plugin flag makes a method available, the other switches it on.
  enableCash: flag(true),
  enablePluginATMCard: flag(),
  enableATMCard: flag(),
  enablePluginHydroAGVoucher: flag(),
  enableHydroAGVoucher: flag(),
  enablePluginMollie: flag(),
  enableMollie: flag(),
  enablePluginDatatrans: flag(),
  enableDatatrans: flag(),
} satisfies Record<string, ConfigField>;

export type ConfigKey = keyof typeof CONFIG_FIELDS;
type ValueOf<F> =
  F extends ChoiceField<infer T>
    ? T
    : F extends { kind: 'flag' }
      ? boolean
      : F extends { kind: 'number' }
        ? number
        : string;
export type Config = { [K in ConfigKey]: ValueOf<(typeof CONFIG_FIELDS)[K]> };

export const CONFIG_KEYS = Object.keys(CONFIG_FIELDS) as ConfigKey[];

export const CONFIG_DEFAULTS: Readonly<Config> = Object.freeze(
  Object.fromEntries(CONFIG_KEYS.map((key) => [key, CONFIG_FIELDS[key].default])) as Config,
);

const isConfigKey = (key: string): key is ConfigKey => Object.hasOwn(CONFIG_FIELDS, key);

/** Whether a stored value still fits its field (a hand-edited row must not break the shop). */
function fits(field: ConfigField, value: unknown): boolean {
  if (typeof value !== typeof field.default) return false;
  if (field.kind === 'number')
    return (
      Number.isFinite(value) && (value as number) >= field.min && (value as number) <= field.max
    );
  if (field.kind === 'choice') return (field.values as readonly string[]).includes(value as string);
  return true;
}

/** The stored rows over the defaults; unknown keys and values that no longer fit are ignored. */
export function configFromRows(rows: Iterable<{ key: string; value: unknown }>): Config {
  const config: Config = { ...CONFIG_DEFAULTS };
  for (const { key, value } of rows) {
    if (isConfigKey(key) && fits(CONFIG_FIELDS[key], value))
      (config as Record<ConfigKey, unknown>)[key] = value;
  }
  return config;
}

/** The fields of `patch` whose value differs from `current`; absent fields are no change. */
export function configChanges(current: Config, patch: Partial<Config>): Partial<Config> {
  const changes: Partial<Record<ConfigKey, unknown>> = {};
  for (const key of CONFIG_KEYS) {
    const value = patch[key];
    if (value !== undefined && value !== current[key]) changes[key] = value;
  }
  return changes as Partial<Config>;
}

/**
 * How long the configuration is kept without hearing of a change: the safety net for an
 * invalidation message lost while Redis was unreachable (other processes' writes).
 */
export const SETTINGS_MAX_AGE_MS = 60_000;

/**
 * The configuration in the Setting table: one row per field set, the default for the rest.
 * Read once and kept in memory until a write to the table (in any process, see
 * CacheInvalidation) makes it stale; every order and page reads it.
 */
@Injectable()
export class SettingsService {
  private cached: { generation: number; readAt: number; config: Readonly<Config> } | null = null;
  private loading: { generation: number; config: Promise<Readonly<Config>> } | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly invalidation: CacheInvalidation,
  ) {}

  /**
   * The current configuration (a copy: callers may change it). Inside a transaction, pass
   * its manager: the rows are then read through it, as the transaction sees them.
   */
  async get(manager?: EntityManager): Promise<Config> {
    if (manager && manager !== this.dataSource.manager) return this.read(manager);
    const generation = this.invalidation.generation('settings');
    const cached = this.cached;
    if (cached?.generation === generation && Date.now() - cached.readAt < SETTINGS_MAX_AGE_MS)
      return { ...cached.config };
    if (this.loading?.generation !== generation) {
      const readAt = Date.now();
      const config: Promise<Readonly<Config>> = this.read(this.dataSource.manager)
        .then((read) => {
          // Kept only if no write came in while reading (it may have read the old rows).
          if (this.invalidation.generation('settings') === generation)
            this.cached = { generation, readAt, config: Object.freeze(read) };
          return read;
        })
        .finally(() => {
          if (this.loading?.config === config) this.loading = null;
        });
      this.loading = { generation, config };
    }
    return { ...(await this.loading!.config) };
  }

  private async read(manager: EntityManager): Promise<Config> {
    return configFromRows(await manager.getRepository(Setting).find());
  }

  /** 404 with a German message unless the front-desk plugin is on (storefront.md §3 flags). */
  async assertFrontdeskEnabled(): Promise<void> {
    if (!(await this.get()).enablePluginFrontdesk) {
      throw ApiError.notFound(FRONTDESK_DISABLED_MESSAGE);
    }
  }

  /** Writes only the changed fields, in one transaction with its audit entry. */
  async update(patch: Partial<Config>, ctx: RequestContext): Promise<Config> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.read(manager);
      const changes = configChanges(current, patch);
      const keys = Object.keys(changes) as ConfigKey[];
      if (keys.length === 0) return current;
      await manager.getRepository(Setting).upsert(
        keys.map((key) => ({ key, value: changes[key] })),
        ['key'],
      );
      const before = Object.fromEntries(keys.map((key) => [key, current[key]]));
      await this.audit.record(
        ctx,
        { action: 'update', entity: 'config', before, after: changes },
        manager,
      );
      return { ...current, ...changes };
    });
  }
}
