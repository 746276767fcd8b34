import { ValidationError, getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { ApiErrorEntry } from '../http/api-error';

/** German names for field keys that appear in many DTOs; others are shown as their key. */
const FIELD_LABELS: Record<string, string> = {
  username: 'Benutzername',
  password: 'Passwort',
  email: 'E-Mail',
  phone: 'Telefon',
  name: 'Name',
  firstName: 'Vorname',
  lastName: 'Nachname',
  identifier: 'Kennung',
  street: 'Straße',
  zipCode: 'PLZ',
  city: 'Ort',
  country: 'Land',
  description: 'Beschreibung',
  title: 'Titel',
  website: 'Website',
  latitude: 'Breitengrad',
  longitude: 'Längengrad',
  roles: 'Rollen',
  branch: 'Filiale',
  branches: 'Filialen',
  division: 'Organisation',
  area: 'Liefergebiet',
  price: 'Preis',
  tax: 'Steuersatz',
  from: 'Von',
  to: 'Bis',
  date: 'Datum',
  type: 'Typ',
  host: 'Host',
  port: 'Port',
  columns: 'Zeichen pro Zeile',
  isAutoPrint: 'Automatisch drucken',
  lines: 'Logzeilen',
  page: 'Seite',
  perPage: 'Einträge pro Seite',
  sort: 'Sortierung',
  isPublic: 'Öffentlich',
  isEnabled: 'Aktiv',
  // Branches, tables and delivery areas
  keywords: 'Schlagwörter',
  timezone: 'Zeitzone',
  tags: 'Tags',
  images: 'Bilder',
  logo: 'Logo',
  position: 'Position',
  openingHours: 'Öffnungszeiten',
  deliveryHours: 'Lieferzeiten',
  isDeliveryHoursEnabled: 'Eigene Lieferzeiten',
  isClosed: 'Geschlossen',
  deliveryAreas: 'Liefergebiete',
  free: 'Kostenlose Lieferung',
  freeFromOrderValue: 'Kostenlos ab Bestellwert',
  minimumOrderValue: 'Mindestbestellwert',
  orderableFrom: 'Bestellbar ab',
  closedMessage: 'Hinweis bei Schließung',
  isTakeawayEnabled: 'Abholung',
  isDeliveryEnabled: 'Lieferung',
  isDineInEnabled: 'Vor Ort',
  isPreorderEnabled: 'Vorbestellung',
  isTableSelectionEnabled: 'Tischauswahl',
  isAppointmentRequired: 'Termin erforderlich',
  isQuotationRequired: 'Angebotsanfrage',
  isDeliveryEmailRequired: 'E-Mail bei Lieferung erforderlich',
  isDineInEmailRequired: 'E-Mail vor Ort erforderlich',
  isTakeawayEmailRequired: 'E-Mail bei Abholung erforderlich',
  isDeliveryPhoneRequired: 'Telefon bei Lieferung erforderlich',
  isDineInPhoneRequired: 'Telefon vor Ort erforderlich',
  isTakeawayPhoneRequired: 'Telefon bei Abholung erforderlich',
  isDeliveryAddressRequired: 'Adresse bei Lieferung erforderlich',
  isDineInAddressRequired: 'Adresse vor Ort erforderlich',
  isTakeawayAddressRequired: 'Adresse bei Abholung erforderlich',
  isCashEnabled: 'Barzahlung',
  isATMCardEnabled: 'Bankomatkarte',
  isHydroAGVoucherEnabled: 'Hydro-AG-Gutschein',
  isMollieEnabled: 'Mollie',
  isDatatransEnabled: 'Datatrans',
  seats: 'Plätze',
  // Customers, external users, donatees
  isCompany: 'Firma',
  companyName: 'Firmenname',
  company: 'Firma',
  vatNumber: 'UID-Nummer',
  // Order draft: the different delivery address
  isDeliveryAddressDifferent: 'Abweichende Lieferadresse',
  isDeliveryCompany: 'Lieferung an eine Firma',
  deliveryCompanyName: 'Firmenname (Lieferadresse)',
  deliveryFirstName: 'Vorname (Lieferadresse)',
  deliveryLastName: 'Nachname (Lieferadresse)',
  deliveryStreet: 'Straße (Lieferadresse)',
  deliveryFloor: 'Stock (Lieferadresse)',
  deliveryStairway: 'Stiege (Lieferadresse)',
  deliveryDoor: 'Tür (Lieferadresse)',
  deliveryZipCode: 'PLZ (Lieferadresse)',
  deliveryCity: 'Ort (Lieferadresse)',
  deliveryCountry: 'Land (Lieferadresse)',
  note: 'Notiz',
  // Catalogue: menus, categories, products, tags
  image: 'Bild',
  availableFrom: 'Verfügbar ab',
  catalog: 'Katalog',
  products: 'Produkte',
  category: 'Kategorie',
  tag: 'Tag',
  schedule: 'Zeitplan',
  isVisibleWhenUnavailable: 'Sichtbar wenn nicht verfügbar',
  unit: 'Einheit',
  dineInTax: 'Steuersatz vor Ort',
  takeawayTax: 'Steuersatz Abholung',
  calculationModel: 'Berechnungsmodell',
  minimumQuantity: 'Mindestmenge',
  maximumQuantity: 'Höchstmenge',
  quantityStepSize: 'Mengenschritt',
  defaultQuantity: 'Standardmenge',
  defaultUnit: 'Standardeinheit',
  alternativeUnits: 'Alternative Einheiten',
  ratio: 'Umrechnungsfaktor',
  isPriceHidden: 'Preis ausblenden',
  isStepByStep: 'Schrittweise Konfiguration',
  isLeadTimeEnabled: 'Vorlaufzeit aktiv',
  leadTimeType: 'Einheit der Vorlaufzeit',
  leadTimeValue: 'Vorlaufzeit',
  config: 'Konfiguration',
  parts: 'Felder',
  options: 'Optionen',
  optional: 'Optional',
  modifier: 'Preisänderung',
  value: 'Betrag',
  // Shop configuration
  shopName: 'Shopname',
  businessName: 'Unternehmensname',
  seoTitle: 'SEO-Titel',
  seoDescription: 'SEO-Beschreibung',
  currency: 'Währung',
  defaultDeliveryMethod: 'Standard-Bestellart',
  termsAndConditions: 'AGB (Link)',
  termsAndConditionsText: 'AGB (Text)',
  privacyPolicy: 'Datenschutzerklärung (Link)',
  privacyPolicyText: 'Datenschutzerklärung (Text)',
  imprint: 'Impressum (Link)',
  imprintText: 'Impressum (Text)',
  allergens: 'Allergene (Link)',
  allergensText: 'Allergene (Text)',
  mapboxZoom: 'Karten-Zoom',
  mapboxPitch: 'Karten-Neigung',
  mapboxBearing: 'Karten-Drehung',
  themeColor: 'Designfarbe',
  googleTagManagerId: 'Google-Tag-Manager-ID',
  metaPixelId: 'Meta-Pixel-ID',
  disableTickets: 'Bestelltickets deaktivieren',
  enablePluginPWA: 'Plugin App (PWA)',
  enablePluginToolbar: 'Plugin Werkzeugleiste',
  enablePluginHomePage: 'Plugin Startseite',
  enablePluginSearch: 'Plugin Suche',
  enablePluginTags: 'Plugin Tags',
  enablePluginMapbox: 'Plugin Karte',
  enablePluginCategoryBar: 'Plugin Kategorieleiste',
  enablePluginDonations: 'Plugin Spenden',
  enablePluginSMS: 'Plugin SMS',
  enablePluginOrderReviews: 'Plugin Bewertungen',
  enablePluginFrontdesk: 'Plugin Theke',
  enableCash: 'Barzahlung',
  enablePluginATMCard: 'Plugin Bankomatkarte',
  enableATMCard: 'Bankomatkarte',
  enablePluginHydroAGVoucher: 'Plugin Hydro-AG-Gutschein',
  enableHydroAGVoucher: 'Hydro-AG-Gutschein',
  enablePluginMollie: 'Plugin Mollie',
  enableMollie: 'Mollie',
  enablePluginDatatrans: 'Plugin Datatrans',
  enableDatatrans: 'Datatrans',
};

export function fieldLabel(path: string): string {
  const key = path.split('.').pop() ?? path;
  return FIELD_LABELS[key] ?? key;
}

type Translator = (label: string, args: unknown[]) => string;

/** One German sentence per class-validator constraint, each naming its field. */
const TRANSLATIONS: Record<string, Translator> = {
  isDefined: (f) => `„${f}“ ist erforderlich.`,
  isNotEmpty: (f) => `„${f}“ ist erforderlich.`,
  arrayNotEmpty: (f) => `„${f}“ darf nicht leer sein.`,
  isString: (f) => `„${f}“ muss ein Text sein.`,
  isBoolean: (f) => `„${f}“ muss ja oder nein sein.`,
  isInt: (f) => `„${f}“ muss eine ganze Zahl sein.`,
  isNumber: (f) => `„${f}“ muss eine Zahl sein.`,
  isPositive: (f) => `„${f}“ muss größer als 0 sein.`,
  isArray: (f) => `„${f}“ muss eine Liste sein.`,
  isObject: (f) => `„${f}“ muss ein Objekt sein.`,
  isEmail: (f) => `„${f}“ muss eine gültige E-Mail-Adresse sein.`,
  isUrl: (f) => `„${f}“ muss eine gültige URL sein (z. B. https://example.at).`,
  isDateString: (f) => `„${f}“ muss ein gültiges Datum sein (JJJJ-MM-TT).`,
  isISO8601: (f) => `„${f}“ muss ein gültiges Datum sein (JJJJ-MM-TT).`,
  isIn: (f, [values]) =>
    `„${f}“ muss einer der folgenden Werte sein: ${((values as unknown[]) ?? []).join(', ')}.`,
  isEnum: (f, [values]) =>
    `„${f}“ muss einer der folgenden Werte sein: ${Object.values((values as object) ?? {}).join(', ')}.`,
  minLength: (f, [min]) => `„${f}“ muss mindestens ${min} Zeichen lang sein.`,
  maxLength: (f, [max]) => `„${f}“ darf höchstens ${max} Zeichen lang sein.`,
  length: (f, [min, max]) => `„${f}“ muss zwischen ${min} und ${max} Zeichen lang sein.`,
  min: (f, [min]) => `„${f}“ muss mindestens ${min} sein.`,
  max: (f, [max]) => `„${f}“ darf höchstens ${max} sein.`,
  arrayMinSize: (f, [min]) => `„${f}“ muss mindestens ${min} Einträge enthalten.`,
  arrayMaxSize: (f, [max]) => `„${f}“ darf höchstens ${max} Einträge enthalten.`,
  matches: (f) => `„${f}“ hat ein ungültiges Format.`,
  isMilitaryTime: (f) => `„${f}“ muss eine Uhrzeit im Format HH:mm sein.`,
  isLatitude: (f) => `„${f}“ muss ein Breitengrad zwischen -90 und 90 sein.`,
  isLongitude: (f) => `„${f}“ muss ein Längengrad zwischen -180 und 180 sein.`,
  isHexColor: (f) => `„${f}“ muss eine Farbe im Format #RRGGBB sein.`,
  whitelistValidation: (f) => `„${f}“ ist hier nicht erlaubt.`,
  nestedValidation: (f) => `„${f}“ ist ungültig.`,
};

function constraintArgs(
  target: object | undefined,
  property: string,
  constraint: string,
): unknown[] {
  if (!target) return [];
  const metadatas: ValidationMetadata[] = getMetadataStorage().getTargetValidationMetadatas(
    target.constructor,
    '',
    true,
    false,
  );
  const match = metadatas.find(
    (meta) =>
      meta.propertyName === property && (meta.name === constraint || meta.type === constraint),
  );
  return match?.constraints ?? [];
}

const REQUIRED = new Set(['isDefined', 'isNotEmpty']);

/** Flattens class-validator's tree into `{ field, message }` entries with German text. */
export function translateValidationErrors(errors: ValidationError[], parent = ''): ApiErrorEntry[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    // 'required' first: the client shows a field's first message (backoffice-api.md §5).
    const entries = Object.entries(error.constraints ?? {}).sort(
      ([a], [b]) => Number(REQUIRED.has(b)) - Number(REQUIRED.has(a)),
    );
    const own = entries.map(([constraint, text]) => {
      const custom = error.contexts?.[constraint]?.german as string | undefined;
      const translate = TRANSLATIONS[constraint];
      const message =
        custom ??
        (looksGerman(text)
          ? text
          : translate
            ? translate(fieldLabel(path), constraintArgs(error.target, error.property, constraint))
            : `„${fieldLabel(path)}“ ist ungültig.`);
      return { field: path, message };
    });
    return [...own, ...translateValidationErrors(error.children ?? [], path)];
  });
}

/** Messages we wrote ourselves in a decorator (`{ message: '…' }`) are already German. */
function looksGerman(text: string): boolean {
  return /[äöüß„]|\bmuss\b|\bdarf\b|\bist\b/.test(text);
}

/**
 * A rule's own German message, as validator options: it travels in the context, past the
 * translator, which otherwise keeps only messages it can tell are German.
 */
export const germanMessage = (message: string) => ({ message, context: { german: message } });
