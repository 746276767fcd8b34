import { setDateLocale } from '@bestellwerk/admin-kit/frame';
import { App as AntApp, Card, Col, Form, Row } from 'antd';
import { api, type ShopConfig } from '@bestellwerk/api-client';
import { ServerForm } from '@bestellwerk/admin-kit';
import { FieldInput, wide, type ConfigSection } from './configSections';

/** The section's own fields of the configuration. */
export function sectionValues(section: ConfigSection, config: ShopConfig): Partial<ShopConfig> {
  return Object.fromEntries(
    section.fields.map((field) => [field.name, config[field.name as keyof ShopConfig]]),
  ) as Partial<ShopConfig>;
}

/**
 * One section of the configuration as a card with its own „Speichern“: it sends only its own
 * fields (the server merges them), so the other sections, edited or not, stay as they are.
 */
export function ConfigSectionForm({
  section,
  config,
  onSaved,
}: {
  section: ConfigSection;
  config: ShopConfig;
  onSaved: (saved: ShopConfig) => void;
}) {
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<Partial<ShopConfig>>();
  return (
    <Card
      title={section.title}
      role="region"
      aria-label={section.title}
      data-testid={`config-section-${section.key}`}
    >
      <ServerForm<Partial<ShopConfig>>
        form={form}
        initialValues={sectionValues(section, config)}
        failureMessage={`Die Einstellungen unter „${section.title}“ konnten nicht gespeichert werden.`}
        submit={(values) => api.config.save(values)}
        onSaved={(result) => {
          const saved = result as ShopConfig;
          // As the server keeps them (trimmed, normalised).
          form.setFieldsValue(sectionValues(section, saved));
          // The calendars follow a changed date locale at once, not after a reload.
          setDateLocale(saved.dateLocale);
          onSaved(saved);
          void message.success(`Die Einstellungen unter „${section.title}“ wurden gespeichert.`);
        }}
      >
        <Row gutter={16}>
          {section.fields.map((field) => (
            <Col key={field.name} xs={24} md={wide(field) ? 24 : field.kind === 'flag' ? 8 : 12}>
              <FieldInput field={field} />
            </Col>
          ))}
        </Row>
      </ServerForm>
    </Card>
  );
}
