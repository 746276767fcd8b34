import { allergenLegendMarkdown } from '@bestellwerk/domain';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { Tag } from '../../modules/organisation/entities/tag.entity';
import { Donatee } from '../../modules/customers/entities/donatee.entity';
import { Branch } from '../../modules/organisation/entities/branch.entity';
import { Department } from '../../modules/organisation/entities/department.entity';
import { DiningTable } from '../../modules/organisation/entities/dining-table.entity';
import { Division } from '../../modules/organisation/entities/division.entity';
import type { OpeningHourRule } from '../../modules/organisation/entities/opening-hour-rule';
import { Setting } from '../../modules/settings/entities/setting.entity';
import { User } from '../../modules/users/entities/user.entity';
import { UsersService } from '../../modules/users/users.service';
import { dataSourceOptions } from '../data-source';
import { createFileStorage } from '../../modules/media/media-storage';
import { insertDemoCatalog } from './demo-catalog.seed';
import { insertDemoImages } from './demo-images.seed';
import { attachDemoVideo, insertDemoSignage } from './demo-signage.seed';
import { DEMO_TERMINAL, insertDemoTimeTracking } from './demo-time-tracking.seed';
import { followDemoPrinterPort, insertDemoPrinters } from './demo-printers.seed';
import { insertDemoTemplates } from './demo-templates.seed';
import { insertDemoContent } from './demo-content.seed';
import { insertDemoStatistics } from './demo-statistics.seed';

import { DEMO_ADMIN, DEMO_EMPLOYEE, DEMO_PASSWORDS } from '../../config/demo-credentials';

export { DEMO_ADMIN, DEMO_EMPLOYEE };

const weekdays = (from: string, to: string): OpeningHourRule[] =>
  (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((type) => ({
    type,
    isClosed: false,
    from,
    to,
  }));
const closed = (type: OpeningHourRule['type']): OpeningHourRule => ({
  type,
  isClosed: true,
  from: null,
  to: null,
});

/**
 * A realistic demo shop: one brand with three branches in three cities, each with its own
 * opening and delivery hours, delivery areas, tables and tags; donatees; an admin and an
 * employee. Runs only on an empty database, so it never touches real data.
 */
export async function seedDemoShop(config: AppConfig): Promise<{ seeded: boolean }> {
  const dataSource = new DataSource(dataSourceOptions(config));
  await dataSource.initialize();
  try {
    if ((await dataSource.getRepository(User).count()) > 0) {
      console.log('Die Datenbank enthält bereits Benutzer – keine Demodaten angelegt.');
      const moved = await dataSource.transaction((manager) =>
        followDemoPrinterPort(manager, config.demoPrinterPorts),
      );
      for (const device of moved) {
        console.log(
          `${device.name}: Port ${device.from} → ${device.to} (DEMO_PRINTER_PORT=${config.demoPrinterPorts[0]}).`,
        );
      }
      return { seeded: false };
    }
    if (config.isProduction) {
      await insertFirstAdmin(dataSource, config);
      return { seeded: true };
    }
    const admin = {
      username: config.env.SEED_ADMIN_USERNAME ?? DEMO_ADMIN.username,
      password: config.env.SEED_ADMIN_PASSWORD ?? DEMO_ADMIN.password,
    };
    const images = await dataSource.transaction(async (manager) => {
      await insertDemoShop(manager, admin);
      await insertDemoTimeTracking(manager);
      const printers = await insertDemoPrinters(manager, config.demoPrinterPorts);
      if (printers > 0) {
        console.log(`${printers} Demodrucker angelegt (${config.demoPrinterPorts.join(', ')}).`);
      }
      console.log('Demodaten angelegt, Bilder werden erzeugt …');
      const storage = createFileStorage(config);
      await attachDemoVideo(manager, storage);
      return insertDemoImages(manager, storage);
    });
    console.log(`${images} Demobilder gespeichert.`);
    const history = await dataSource.transaction((manager) => insertDemoStatistics(manager));
    console.log(
      `${history.orders} Demobestellungen und ${history.events} Besuchsereignisse (90 Tage) angelegt.`,
    );
    console.log(
      [
        '',
        'Demoshop angelegt. Back-Office-Anmeldung:',
        `  Administrator: ${admin.username} / ${admin.password}`,
        `  Mitarbeiter:   ${DEMO_EMPLOYEE.username} / ${DEMO_EMPLOYEE.password} (Filiale Graz Hauptplatz)`,
        `  Stempeluhr:    /api/time-tracking/${DEMO_TERMINAL.token}/${DEMO_TERMINAL.username} (PIN am Filial-Tablet: ${DEMO_TERMINAL.pin})`,
        '',
      ].join('\n'),
    );
    return { seeded: true };
  } finally {
    await dataSource.destroy();
  }
}

/**
 * `seed` in production (NODE_ENV=production): no demo shop and no demo logins, only the first
 * administrator from SEED_ADMIN_USERNAME / SEED_ADMIN_PASSWORD; the shop is set up in the
 * back office from there.
 */
async function insertFirstAdmin(dataSource: DataSource, config: AppConfig): Promise<void> {
  const username = config.env.SEED_ADMIN_USERNAME?.trim();
  const password = config.env.SEED_ADMIN_PASSWORD;
  if (!username || !password)
    throw new Error(
      'Im Produktivbetrieb legt seed keine Demodaten an: setzen Sie SEED_ADMIN_USERNAME und SEED_ADMIN_PASSWORD für den ersten Administrator.',
    );
  if (DEMO_PASSWORDS.includes(password))
    throw new Error('SEED_ADMIN_PASSWORD darf im Produktivbetrieb kein Demo-Passwort sein.');
  await dataSource.getRepository(User).save({
    username,
    email: null,
    passwordHash: await UsersService.hashPassword(password),
    firstName: 'Administrator',
    lastName: '',
    roles: ['ROLE_ADMIN'],
    branches: [],
  });
  console.log(
    `Produktivbetrieb: Administrator „${username}“ angelegt, keine Demodaten. Filialen, Produkte und Inhalte legen Sie im Back-Office an.`,
  );
}

export async function insertDemoShop(
  manager: EntityManager,
  admin: { username: string; password: string },
): Promise<void> {
  const settings: Record<string, unknown> = {
    shopName: 'Café Rosmarin',
    businessName: 'Rosmarin Gastronomie GmbH',
    title: 'Café Rosmarin – Frühstück, Mittagstisch & Kuchen',
    description:
      'Bestellen Sie online in einer unserer drei Filialen: zum Abholen, mit Lieferung oder vor Ort.',
    seoTitle: 'Café Rosmarin online bestellen',
    seoDescription:
      'Frühstück, Mittagstisch und Kuchen aus Graz, Wien und Linz – online bestellen und abholen oder liefern lassen.',
    website: 'https://cafe-rosmarin.example.at',
    currency: 'EUR',
    defaultDeliveryMethod: 'takeaway',
    // An Austrian shop: its back office's calendars in Austrian German (Jänner).
    dateLocale: 'de-at',
    privacyPolicyText:
      '# Datenschutz\n\nWir verarbeiten Ihre Daten ausschließlich zur Abwicklung Ihrer Bestellung.',
    termsAndConditionsText:
      '# AGB\n\nEs gelten die allgemeinen Geschäftsbedingungen der Rosmarin Gastronomie GmbH.',
    imprintText: '# Impressum\n\nRosmarin Gastronomie GmbH, Hauptplatz 1, 8010 Graz',
    allergensText: `# Allergene\n\nDie Buchstaben bei jedem Produkt stehen für:\n\n${allergenLegendMarkdown()}`,
    enablePluginSearch: true,
    enablePluginTags: true,
    enablePluginHomePage: false,
    enablePluginCategoryBar: true,
    enablePluginDonations: true,
    enablePluginOrderReviews: true,
    enablePluginToolbar: true,
    // The pickup display (the back office's 'Abholanzeige' tab and /frontdesk/…).
    enablePluginFrontdesk: true,
    enableCash: true,
    enablePluginATMCard: true,
    enableATMCard: true,
  };
  await manager.save(
    Setting,
    Object.entries(settings).map(([key, value]) => ({ key, value })),
  );

  const tags = await manager.save(
    Tag,
    ['Frühstück', 'Vegan', 'Lieferservice', 'Terrasse', 'Mittagstisch'].map((name) => ({ name })),
  );
  const tag = (name: string) => tags.find((candidate) => candidate.name === name)!;

  const division = await manager.save(Division, {
    identifier: 'cafe-rosmarin',
    name: 'Café Rosmarin',
    title: 'Unsere Filialen',
    description: 'Wählen Sie Ihre Filiale.',
    isPublic: true,
  });

  const graz = await manager.save(Branch, {
    identifier: 'graz-hauptplatz',
    name: 'Graz Hauptplatz',
    division,
    street: 'Hauptplatz 1',
    zipCode: '8010',
    city: 'Graz',
    country: 'AT',
    phone: '+43316123456',
    email: 'graz@cafe-rosmarin.example.at',
    latitude: 47.0707,
    longitude: 15.4382,
    description: 'Unser Stammhaus mitten in der Altstadt, mit Terrasse am Hauptplatz.',
    keywords: 'Altstadt Innere Stadt',
    tags: [tag('Frühstück'), tag('Terrasse'), tag('Lieferservice'), tag('Mittagstisch')],
    images: [],
    isPublic: true,
    openingHours: [
      ...weekdays('07:00', '19:00'),
      { type: 'saturday', isClosed: false, from: '08:00', to: '17:00' },
      closed('sunday'),
    ],
    deliveryHours: [
      ...weekdays('11:00', '14:00'),
      ...weekdays('17:00', '19:00').map((rule) => ({ ...rule })),
    ],
    isDeliveryHoursEnabled: true,
    deliveryAreas: [
      {
        area: '8010 Innere Stadt',
        price: 2.5,
        tax: 20,
        free: false,
        freeFromOrderValue: 30,
        minimumOrderValue: 15,
        position: 0,
      },
      {
        area: '8020 Lend / Gries',
        price: 3.9,
        tax: 20,
        free: false,
        freeFromOrderValue: 45,
        minimumOrderValue: 20,
        position: 1,
      },
      {
        area: '8042 St. Peter',
        price: 4.9,
        tax: 20,
        free: false,
        freeFromOrderValue: null,
        minimumOrderValue: 25,
        position: 2,
      },
    ],
    orderableFrom: '07:30',
    closedMessage: 'Sonntags haben wir Ruhetag. Wir freuen uns auf Ihren Besuch ab Montag!',
    isTakeawayEnabled: true,
    isDeliveryEnabled: true,
    isDineInEnabled: true,
    isPreorderEnabled: true,
    isTableSelectionEnabled: true,
    isCashEnabled: true,
    isATMCardEnabled: true,
    position: 0,
  });

  const wien = await manager.save(Branch, {
    identifier: 'wien-neubau',
    name: 'Wien Neubau',
    division,
    street: 'Neubaugasse 42',
    zipCode: '1070',
    city: 'Wien',
    country: 'AT',
    phone: '+4315231234',
    email: 'wien@cafe-rosmarin.example.at',
    latitude: 48.2006,
    longitude: 16.3497,
    description: 'Frühstück bis 15 Uhr und vegane Kuchen im 7. Bezirk.',
    keywords: 'Neubau Mariahilf 7. Bezirk',
    tags: [tag('Frühstück'), tag('Vegan'), tag('Lieferservice')],
    images: [],
    isPublic: true,
    openingHours: [
      { type: 'daily', isClosed: false, from: '08:00', to: '20:00' },
      { type: 'sunday', isClosed: false, from: '09:00', to: '15:00' },
    ],
    deliveryHours: [{ type: 'daily', isClosed: false, from: '10:00', to: '19:30' }],
    isDeliveryHoursEnabled: true,
    deliveryAreas: [
      {
        area: '1070 Neubau',
        price: 0,
        tax: 20,
        free: true,
        freeFromOrderValue: null,
        minimumOrderValue: 12,
        position: 0,
      },
      {
        area: '1060 Mariahilf',
        price: 2.9,
        tax: 20,
        free: false,
        freeFromOrderValue: 25,
        minimumOrderValue: 15,
        position: 1,
      },
      {
        area: '1080 Josefstadt',
        price: 3.5,
        tax: 20,
        free: false,
        freeFromOrderValue: 35,
        minimumOrderValue: 18,
        position: 2,
      },
    ],
    orderableFrom: null,
    closedMessage: null,
    isTakeawayEnabled: true,
    isDeliveryEnabled: true,
    isDineInEnabled: false,
    isPreorderEnabled: true,
    isCashEnabled: true,
    isATMCardEnabled: true,
    position: 1,
  });

  const linz = await manager.save(Branch, {
    identifier: 'linz-landstrasse',
    name: 'Linz Landstraße',
    division,
    street: 'Landstraße 17',
    zipCode: '4020',
    city: 'Linz',
    country: 'AT',
    phone: '+43732987654',
    email: 'linz@cafe-rosmarin.example.at',
    latitude: 48.3033,
    longitude: 14.2906,
    description: 'Mittagstisch zum Mitnehmen – Vorbestellung für Firmen und Feiern.',
    keywords: 'Landstraße Zentrum',
    tags: [tag('Mittagstisch'), tag('Vegan')],
    images: [],
    isPublic: true,
    openingHours: [
      ...weekdays('10:30', '15:00'),
      closed('saturday'),
      closed('sunday'),
      // Christmas Eve: open in the morning only, whatever the weekday rule says.
      { type: 'once', date: '2026-12-24', isClosed: false, from: '09:00', to: '12:00' },
    ],
    deliveryHours: [],
    isDeliveryHoursEnabled: false,
    deliveryAreas: [],
    orderableFrom: null,
    closedMessage:
      'Am Wochenende geschlossen – Vorbestellungen für Montag nehmen wir gerne entgegen.',
    isTakeawayEnabled: true,
    isDeliveryEnabled: false,
    isDineInEnabled: false,
    isPreorderEnabled: true,
    isAppointmentRequired: true,
    isTakeawayPhoneRequired: true,
    isCashEnabled: true,
    position: 2,
  });

  await manager.save(DiningTable, [
    ...['T1', 'T2', 'T3', 'T4', 'Terrasse 1', 'Terrasse 2'].map((identifier, index) => ({
      identifier,
      seats: index < 4 ? 4 : 6,
      branch: graz,
    })),
    ...['1', '2', '3'].map((identifier) => ({ identifier, seats: 2, branch: wien })),
  ]);

  await manager.save(Department, [
    { name: 'Küche Graz', identifier: 'kueche-graz', division, branch: graz },
    { name: 'Service Graz', identifier: 'service-graz', division, branch: graz },
    { name: 'Zustellung Wien', identifier: 'zustellung-wien', division, branch: wien },
    { name: 'Buchhaltung', identifier: 'buchhaltung', division, branch: null },
  ]);

  await manager.save(Donatee, [
    {
      name: 'Caritas Steiermark',
      description: 'Hilfe für Menschen in Not in der Steiermark.',
      isEnabled: true,
      position: 0,
    },
    {
      name: 'Österreichisches Rotes Kreuz',
      description: 'Rettungsdienst, Katastrophenhilfe und Blutspende.',
      isEnabled: true,
      position: 1,
    },
    {
      name: 'Tierschutzhaus Linz',
      description: 'Ein Zuhause auf Zeit für Hunde, Katzen und Kleintiere.',
      isEnabled: true,
      position: 2,
    },
  ]);

  // argon2 takes a few hundred milliseconds a hash, on threads of its own: both at once.
  const [adminHash, employeeHash] = await Promise.all([
    UsersService.hashPassword(admin.password),
    UsersService.hashPassword(DEMO_EMPLOYEE.password),
  ]);
  await manager.save(User, [
    {
      username: admin.username,
      email: 'admin@cafe-rosmarin.example.at',
      passwordHash: adminHash,
      firstName: 'Anna',
      lastName: 'Berger',
      roles: ['ROLE_ADMIN'],
      branches: [],
    },
    {
      username: DEMO_EMPLOYEE.username,
      email: 'mitarbeiter@cafe-rosmarin.example.at',
      passwordHash: employeeHash,
      firstName: 'Markus',
      lastName: 'Huber',
      roles: ['ROLE_EMPLOYEE'],
      branches: [graz],
    },
  ]);
  await insertDemoCatalog(manager, { branches: { graz, wien, linz }, tags });
  await insertDemoSignage(manager);
  await insertDemoTemplates(manager);
  await insertDemoContent(manager, { branches: { graz } });
}
