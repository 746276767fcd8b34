import { DataSource, EntityManager } from 'typeorm';
import { RequestContext } from '../../common/auth/actor';
import { AuditEntry, AuditService } from '../audit';
import { CacheInvalidation } from '../public-cache';
import {
  CONFIG_DEFAULTS,
  CONFIG_FIELDS,
  CONFIG_KEYS,
  SETTINGS_MAX_AGE_MS,
  SettingsService,
  configChanges,
  configFromRows,
} from './settings.service';

const admin: RequestContext = {
  actor: { id: 1, username: 'admin', roles: ['ROLE_ADMIN'], branchIds: 'all', via: 'session' },
  ip: '127.0.0.1',
};

describe('shop configuration', () => {
  it('has every field of storefront.md §3 Config and the payment twins', () => {
    for (const key of [
      'shopName',
      'businessName',
      'title',
      'description',
      'seoTitle',
      'seoDescription',
      'shareImageUrl',
      'shopUrl',
      'website',
      'currency',
      'defaultDeliveryMethod',
      'termsAndConditions',
      'termsAndConditionsText',
      'privacyPolicy',
      'privacyPolicyText',
      'imprint',
      'imprintText',
      'allergens',
      'allergensText',
      'mapboxZoom',
      'mapboxPitch',
      'mapboxBearing',
      'mapStyleUrl',
      'disableTickets',
      'enablePluginPWA',
      'enablePluginToolbar',
      'enablePluginHomePage',
      'enablePluginSearch',
      'enablePluginTags',
      'enablePluginMapbox',
      'enablePluginCategoryBar',
      'enablePluginDonations',
      'enablePluginSMS',
      'enablePluginOrderReviews',
      'enablePluginFrontdesk',
      'enableCash',
      'enablePluginATMCard',
      'enableATMCard',
      'enablePluginHydroAGVoucher',
      'enableHydroAGVoucher',
      'enablePluginMollie',
      'enableMollie',
      'enablePluginDatatrans',
      'enableDatatrans',
      'themeColor',
      'googleTagManagerId',
      'metaPixelId',
    ]) {
      expect(CONFIG_KEYS).toContain(key);
    }
  });

  it('defaults to the constants of the specs', () => {
    expect(CONFIG_DEFAULTS).toMatchObject({
      currency: 'EUR',
      defaultDeliveryMethod: 'takeaway',
      mapboxZoom: 19,
      mapboxPitch: 55,
      mapboxBearing: -85,
      themeColor: '#058243',
      enableCash: true,
      enablePluginMapbox: false,
      shopName: '',
    });
    expect(Object.keys(CONFIG_DEFAULTS)).toEqual(Object.keys(CONFIG_FIELDS));
  });

  it('lays stored values over the defaults and ignores unknown keys and values that no longer fit', () => {
    const config = configFromRows([
      { key: 'shopName', value: 'Café Rosmarin' },
      { key: 'enablePluginTags', value: true },
      { key: 'legacyFlag', value: true },
      { key: 'mapboxZoom', value: 'zwanzig' },
      { key: 'mapboxPitch', value: 400 },
      { key: 'defaultDeliveryMethod', value: 'drone' },
    ]);
    expect(config.shopName).toBe('Café Rosmarin');
    expect(config.enablePluginTags).toBe(true);
    expect(config.mapboxZoom).toBe(19);
    expect(config.mapboxPitch).toBe(55);
    expect(config.defaultDeliveryMethod).toBe('takeaway');
    expect(config).not.toHaveProperty('legacyFlag');
  });

  it('counts only sent fields whose value differs as changes', () => {
    const current = { ...CONFIG_DEFAULTS, shopName: 'Alt' };
    expect(
      configChanges(current, {
        shopName: 'Alt',
        mapboxZoom: 19,
        enableCash: false,
        title: undefined,
      }),
    ).toEqual({
      enableCash: false,
    });
    expect(configChanges(current, {})).toEqual({});
  });
});

describe('SettingsService.update', () => {
  function setup(rows: { key: string; value: unknown }[]) {
    const upserts: unknown[] = [];
    const audits: AuditEntry[] = [];
    let transactions = 0;
    let reads = 0;
    const repository = {
      find: async () => {
        reads += 1;
        return rows.map((row) => ({ ...row }));
      },
      upsert: async (values: unknown) => void upserts.push(values),
    };
    const manager = { getRepository: () => repository } as unknown as EntityManager;
    const dataSource = {
      manager,
      transaction: async <T>(work: (m: EntityManager) => Promise<T>) => {
        transactions += 1;
        return work(manager);
      },
    } as unknown as DataSource;
    const audit = {
      record: async (_ctx: RequestContext, entry: AuditEntry) => void audits.push(entry),
    } as AuditService;
    const invalidation = new CacheInvalidation();
    return {
      service: new SettingsService(dataSource, audit, invalidation),
      invalidation,
      reads: () => reads,
      upserts,
      audits,
      transactions: () => transactions,
    };
  }

  it('writes only the changed keys in one transaction and audits before and after', async () => {
    const { service, upserts, audits, transactions } = setup([{ key: 'shopName', value: 'Alt' }]);
    const config = await service.update(
      { shopName: 'Neu', mapboxZoom: 19, enablePluginSearch: true },
      admin,
    );
    expect(transactions()).toBe(1);
    expect(upserts).toEqual([
      [
        { key: 'shopName', value: 'Neu' },
        { key: 'enablePluginSearch', value: true },
      ],
    ]);
    expect(audits).toEqual([
      {
        action: 'update',
        entity: 'config',
        before: { shopName: 'Alt', enablePluginSearch: false },
        after: { shopName: 'Neu', enablePluginSearch: true },
      },
    ]);
    expect(config).toMatchObject({ shopName: 'Neu', enablePluginSearch: true, mapboxZoom: 19 });
  });

  it('writes and audits nothing when nothing changed', async () => {
    const { service, upserts, audits } = setup([{ key: 'shopName', value: 'Alt' }]);
    expect((await service.update({ shopName: 'Alt' }, admin)).shopName).toBe('Alt');
    expect(upserts).toEqual([]);
    expect(audits).toEqual([]);
  });

  it('reads the table once and answers from memory until a change is announced', async () => {
    const rows = [{ key: 'shopName', value: 'Alt' }];
    const { service, invalidation, reads } = setup(rows);
    const [first, second] = await Promise.all([service.get(), service.get()]);
    expect(first.shopName).toBe('Alt');
    expect(second.shopName).toBe('Alt');
    expect(reads()).toBe(1);
    // A caller changing its copy changes nothing for the next one.
    first.shopName = 'Verändert';
    expect((await service.get()).shopName).toBe('Alt');
    expect(reads()).toBe(1);

    rows[0].value = 'Neu';
    expect((await service.get()).shopName).toBe('Alt');
    await invalidation.invalidate(['settings']);
    expect((await service.get()).shopName).toBe('Neu');
    expect(reads()).toBe(2);
  });

  it('keeps nothing it read while a change came in', async () => {
    const rows = [{ key: 'shopName', value: 'Alt' }];
    const { service, invalidation, reads } = setup(rows);
    const reading = service.get();
    // The write lands and is announced while the first read is still on its way.
    rows[0].value = 'Neu';
    await invalidation.invalidate(['settings']);
    await reading;
    expect((await service.get()).shopName).toBe('Neu');
    expect(reads()).toBe(2);
  });

  it('reads again once the maximum age has passed (an announcement may have been lost)', async () => {
    const rows = [{ key: 'shopName', value: 'Alt' }];
    const { service, reads } = setup(rows);
    const start = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(start);
    try {
      await service.get();
      rows[0].value = 'Neu';
      now.mockReturnValue(start + SETTINGS_MAX_AGE_MS - 1);
      expect((await service.get()).shopName).toBe('Alt');
      now.mockReturnValue(start + SETTINGS_MAX_AGE_MS);
      expect((await service.get()).shopName).toBe('Neu');
      expect(reads()).toBe(2);
    } finally {
      now.mockRestore();
    }
  });
});
