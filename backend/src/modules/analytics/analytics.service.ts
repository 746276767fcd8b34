import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { isbot } from 'isbot';
import { UAParser } from 'ua-parser-js';
import { DataSource } from 'typeorm';
import { groupReferrer } from '@bestellwerk/domain';
import { ApiError } from '../../common/http/api-error';
import { KeyValueStore } from '../../common/kv/key-value-store';
import { AnalyticsEventDto, MAX_ANALYTICS_DATA_BYTES } from './dto/analytics-event.dto';
import { AnalyticsEvent } from './entities/analytics-event.entity';
import { VisitorSaltService } from './visitor-salt.service';

/** Per address: a busy visitor sends a few events a second, a script far more. */
export const ANALYTICS_RATE = { limit: 300, windowSeconds: 5 * 60 };

/** Who sent an event, as the request tells it; only its hash is kept. */
export interface AnalyticsSender {
  ip: string;
  userAgent: string;
  /** The site (host) the storefront runs on. */
  site: string;
}

type Data = Record<string, unknown>;

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;
const number = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const COMMERCE_TYPES = new Set(['addtocart', 'initiatecheckout', 'purchase']);
const BRANCH_IDS_TTL_MS = 60_000;

const decodeURIComponentSafe = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** utm_source / utm_campaign from the data or from the landing address the storefront sent. */
function campaignOf(data: Data): { utmSource: string | null; utmCampaign: string | null } {
  let params: URLSearchParams | null = null;
  const landing = text(data.landingUrl, 2000) ?? text(data.url, 2000);
  if (landing) {
    try {
      params = new URL(landing, 'http://x').searchParams;
    } catch {
      params = null;
    }
  }
  return {
    utmSource: text(data.utm_source, 80) ?? text(params?.get('utm_source'), 80),
    utmCampaign: text(data.utm_campaign, 80) ?? text(params?.get('utm_campaign'), 80),
  };
}

@Injectable()
export class AnalyticsService {
  /** Branch identifier → id, read again after BRANCH_IDS_TTL_MS (new branches are rare). */
  private branchIds: { at: number; ids: Map<string, number> } | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly kv: KeyValueStore,
    private readonly salts: VisitorSaltService,
  ) {}

  /**
   * Stores one event of a visitor: hashed into the day's visitor, its user agent parsed,
   * its referrer grouped. The address only counts towards the rate (hashed) and into the
   * hash; it is not kept. Bots are dropped (answered like a stored event, id 0).
   */
  async record(event: AnalyticsEventDto, sender: AnalyticsSender): Promise<{ id: number }> {
    const data = event.data ?? null;
    if (data !== null && Buffer.byteLength(JSON.stringify(data)) > MAX_ANALYTICS_DATA_BYTES) {
      throw ApiError.validation([
        { field: 'data', message: '„data“ ist zu groß (höchstens 8 KB).' },
      ]);
    }
    const salt = await this.salts.saltFor();
    const rateKey = createHash('sha256').update(`${salt}\n${sender.ip}`).digest('hex');
    const count = await this.kv.increment(
      `analytics-rate:${rateKey.slice(0, 32)}`,
      ANALYTICS_RATE.windowSeconds,
    );
    if (count > ANALYTICS_RATE.limit) {
      throw ApiError.tooManyRequests(
        'Zu viele Ereignisse in kurzer Zeit. Bitte versuchen Sie es später erneut.',
      );
    }
    const userAgent = sender.userAgent || text(data?.userAgent, 500) || '';
    if (isbot(userAgent)) return { id: 0 };
    const ua = new UAParser(userAgent).getResult();
    const fields = data ? this.fieldsOf(event.type, data, sender.site) : {};
    const { id } = await this.dataSource.getRepository(AnalyticsEvent).save({
      type: event.type,
      action: event.action ?? null,
      category: event.category ?? null,
      data: data ? this.withoutIdentifiers(data) : null,
      visitorHash: VisitorSaltService.visitorHash(salt, sender.site, sender.ip, userAgent),
      branchId: this.branchOf(data) ?? (await this.branchNamed(event)),
      path: event.type === 'page_view' ? (event.action ?? '/') : null,
      browser: text(ua.browser.name, 50),
      os: text(ua.os.name, 50),
      ...fields,
    });
    return { id };
  }

  /**
   * The branch an event without a branchId belongs to, by the storefront's own words: a page
   * of /store/{identifier} (or the front desk's /frontdesk/{identifier}), or a shop event
   * (addtocart, initiatecheckout, purchase) whose category is the branch's identifier.
   */
  private async branchNamed(event: AnalyticsEventDto): Promise<number | null> {
    const identifier =
      event.type === 'page_view'
        ? /^\/(?:store|frontdesk)\/([^/?#]+)/.exec(event.action ?? '')?.[1]
        : COMMERCE_TYPES.has(event.type)
          ? event.category
          : undefined;
    if (!identifier) return null;
    if (!this.branchIds || Date.now() - this.branchIds.at > BRANCH_IDS_TTL_MS) {
      const rows = (await this.dataSource.query('SELECT id, identifier FROM branch')) as {
        id: number;
        identifier: string;
      }[];
      this.branchIds = {
        at: Date.now(),
        ids: new Map(rows.map((row) => [row.identifier, Number(row.id)])),
      };
    }
    return this.branchIds.ids.get(decodeURIComponentSafe(identifier)) ?? null;
  }

  private branchOf(data: Data | null): number | null {
    const id = number(data?.branchId);
    return id !== null && Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
  }

  /** The device of the init event: screen, pixel ratio, colour scheme, grouped referrer. */
  private fieldsOf(type: string, data: Data, site: string): Partial<AnalyticsEvent> {
    if (type !== 'init') return {};
    const width = number(data.screenWidth);
    const height = number(data.screenHeight);
    const ratio = number(data.pixelRatio);
    const referrer = groupReferrer(text(data.documentReferrer, 2000), campaignOf(data), site);
    return {
      screen: width && height ? `${Math.round(width)}x${Math.round(height)}` : null,
      pixelRatio: ratio ? String(Math.round(ratio * 100) / 100) : null,
      colorScheme: typeof data.darkMode === 'boolean' ? (data.darkMode ? 'dark' : 'light') : null,
      referrerGroup: referrer.group,
      referrerSource: referrer.source,
    };
  }

  /** The user agent and the full referrer address are read, not kept. */
  private withoutIdentifiers(data: Data): Data {
    const { userAgent: _ua, documentReferrer: _referrer, ...rest } = data;
    return rest;
  }
}
