import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { DATE_LOCALE_IDS, DATE_LOCALES } from '@bestellwerk/domain';
import { FontField } from './FontField';
import { MarkdownField } from './MarkdownField';

export type Field =
  | { kind: 'text' | 'area' | 'markdown'; name: string; label: string; hint?: string }
  | { kind: 'number'; name: string; label: string }
  | { kind: 'flag'; name: string; label: string }
  | { kind: 'choice'; name: string; label: string; options: { value: string; label: string }[] }
  | { kind: 'font'; name: string; label: string; sample: string; weight: number };

export interface ConfigSection {
  key: string;
  title: string;
  fields: Field[];
}

/**
 * Every field of the shop configuration (storefront.md §3 Config, backoffice-api.md §3),
 * grouped as a shop owner thinks of them; names as the API has them (backend
 * settings.service CONFIG_FIELDS). Each section saves on its own (ConfigSectionForm); the
 * payment methods have their own section with one switch each (PaymentMethodsForm).
 */
/** Where the legal texts appear: the storefront's pages show these texts and no others. */
export const LEGAL_TEXTS_HINT =
  'Diese Texte erscheinen auf den Seiten AGB, Datenschutz, Impressum und Allergene.';

export const SECTIONS: ConfigSection[] = [
  {
    key: 'general',
    title: 'Allgemein',
    fields: [
      { kind: 'text', name: 'shopName', label: 'Shopname' },
      { kind: 'text', name: 'businessName', label: 'Firmenname' },
      { kind: 'text', name: 'title', label: 'Titel' },
      { kind: 'area', name: 'description', label: 'Beschreibung' },
      { kind: 'text', name: 'website', label: 'Website' },
      { kind: 'text', name: 'currency', label: 'Währung (ISO 4217, z. B. EUR)' },
      {
        kind: 'choice',
        name: 'defaultDeliveryMethod',
        label: 'Voreingestellte Art der Lieferung',
        options: [
          { value: 'takeaway', label: 'Abholung' },
          { value: 'delivery', label: 'Lieferung' },
          { value: 'dine-in', label: 'Konsum vor Ort' },
        ],
      },
      {
        kind: 'choice',
        name: 'dateLocale',
        label:
          'Kalendersprache im Back-Office (Monats- und Tagesnamen, Wochenbeginn; die Texte bleiben deutsch)',
        options: DATE_LOCALE_IDS.map((value) => ({ value, label: DATE_LOCALES[value] })),
      },
      { kind: 'text', name: 'themeColor', label: 'Designfarbe (#RRGGBB)' },
      { kind: 'flag', name: 'disableTickets', label: 'Keine Abholnummern vergeben' },
    ],
  },
  {
    key: 'fonts',
    title: 'Schriften',
    fields: [
      {
        kind: 'font',
        name: 'headingFont',
        label: 'Schrift der Überschriften',
        sample: 'Frisch aus dem Ofen – jetzt bestellen',
        weight: 700,
      },
      {
        kind: 'font',
        name: 'bodyFont',
        label: 'Schrift des Fließtexts',
        sample: 'Bestellen Sie bequem online und holen Sie Ihre Bestellung in der Filiale ab.',
        weight: 400,
      },
    ],
  },
  {
    key: 'seo',
    title: 'Suchmaschinen',
    fields: [
      { kind: 'text', name: 'seoTitle', label: 'SEO-Titel' },
      { kind: 'area', name: 'seoDescription', label: 'SEO-Beschreibung' },
      {
        kind: 'text',
        name: 'shareImageUrl',
        label: 'Vorschaubild beim Teilen (Adresse, https://…)',
      },
      { kind: 'text', name: 'shopUrl', label: 'Adresse des Shops (https://…)' },
    ],
  },
  {
    key: 'legal',
    title: 'Rechtstexte',
    fields: [
      { kind: 'text', name: 'termsAndConditions', label: 'AGB (Link)' },
      {
        kind: 'markdown',
        name: 'termsAndConditionsText',
        label: 'AGB (Text)',
        hint: LEGAL_TEXTS_HINT,
      },
      { kind: 'text', name: 'privacyPolicy', label: 'Datenschutzerklärung (Link)' },
      {
        kind: 'markdown',
        name: 'privacyPolicyText',
        label: 'Datenschutzerklärung (Text)',
        hint: LEGAL_TEXTS_HINT,
      },
      { kind: 'text', name: 'imprint', label: 'Impressum (Link)' },
      { kind: 'markdown', name: 'imprintText', label: 'Impressum (Text)', hint: LEGAL_TEXTS_HINT },
      { kind: 'text', name: 'allergens', label: 'Allergene (Link)' },
      {
        kind: 'markdown',
        name: 'allergensText',
        label: 'Allergene (Text)',
        hint: LEGAL_TEXTS_HINT,
      },
    ],
  },
  {
    key: 'plugins',
    title: 'Funktionen',
    fields: [
      { kind: 'flag', name: 'enablePluginHomePage', label: 'Startseite' },
      { kind: 'flag', name: 'enablePluginSearch', label: 'Filialsuche' },
      { kind: 'flag', name: 'enablePluginTags', label: 'Schlagwörter' },
      { kind: 'flag', name: 'enablePluginCategoryBar', label: 'Kategorieleiste' },
      { kind: 'flag', name: 'enablePluginToolbar', label: 'Statusleiste' },
      { kind: 'flag', name: 'enablePluginPWA', label: 'Installierbare App' },
      { kind: 'flag', name: 'enablePluginDonations', label: 'Spenden' },
      { kind: 'flag', name: 'enablePluginSMS', label: 'SMS-Benachrichtigungen' },
      { kind: 'flag', name: 'enablePluginOrderReviews', label: 'Bewertungen nach der Bestellung' },
      { kind: 'flag', name: 'enablePluginFrontdesk', label: 'Abholanzeige' },
      { kind: 'flag', name: 'enablePluginMapbox', label: 'Karte' },
    ],
  },
  {
    key: 'map',
    title: 'Karte',
    fields: [
      { kind: 'text', name: 'mapStyleUrl', label: 'Kartenstil (URL)' },
      { kind: 'number', name: 'mapboxZoom', label: 'Zoom' },
      { kind: 'number', name: 'mapboxPitch', label: 'Neigung' },
      { kind: 'number', name: 'mapboxBearing', label: 'Ausrichtung' },
    ],
  },
  {
    key: 'tracking',
    title: 'Tracking',
    fields: [
      // Loaded by the storefront only after cookie consent, and only when set.
      { kind: 'text', name: 'googleTagManagerId', label: 'Google-Tag-Manager-ID (GTM-…)' },
      { kind: 'text', name: 'metaPixelId', label: 'Meta-Pixel-ID' },
    ],
  },
  {
    key: 'time-tracking',
    title: 'Zeiterfassung',
    fields: [
      // AZG §12 Abs. 2 (Austria only): the balances then flag rests under 10 hours, not 11.
      {
        kind: 'flag',
        name: 'hospitalityRestReduction',
        label:
          'Gastgewerbe: Ruhezeit laut Kollektivvertrag 10 statt 11 Stunden (AZG §12, nur Österreich)',
      },
    ],
  },
];

export function FieldInput({ field }: { field: Field }) {
  switch (field.kind) {
    case 'flag':
      return (
        <Form.Item name={field.name} label={field.label} valuePropName="checked">
          <Switch />
        </Form.Item>
      );
    case 'number':
      return (
        <Form.Item name={field.name} label={field.label}>
          {/* No steppers: antd names them „Increase Value“ / „Decrease Value“. */}
          <InputNumber controls={false} style={{ width: '100%' }} />
        </Form.Item>
      );
    case 'choice':
      return (
        <Form.Item name={field.name} label={field.label}>
          <Select options={field.options} />
        </Form.Item>
      );
    case 'font':
      return (
        <Form.Item name={field.name} label={field.label}>
          <FontField sample={field.sample} weight={field.weight} />
        </Form.Item>
      );
    case 'markdown':
      return (
        <Form.Item
          name={field.name}
          label={field.label}
          extra={`${field.hint ? `${field.hint} ` : ''}Markdown: # Überschrift, **fett**, [Link](https://…)`}
        >
          <MarkdownField />
        </Form.Item>
      );
    case 'area':
      return (
        <Form.Item name={field.name} label={field.label}>
          <Input.TextArea rows={4} />
        </Form.Item>
      );
    default:
      return (
        <Form.Item name={field.name} label={field.label}>
          <Input />
        </Form.Item>
      );
  }
}

export const wide = (field: Field) => field.kind === 'area' || field.kind === 'markdown';
