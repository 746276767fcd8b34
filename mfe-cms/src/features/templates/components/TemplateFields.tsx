import { Col, Form, Input, Row, Select } from 'antd';
import { ErrorList } from '@bestellwerk/admin-kit';
import { SIZE_OPTIONS } from '../state/layers';
import { useTemplateChoices } from '../state/choices';
import { ColorField } from './ColorField';
import { LayersField } from './LayersField';
import { TemplatePreview } from './TemplatePreview';

/** The editor in the drawer: the template's fields and layers beside its rendered preview. */
export function TemplateFields({ templateId }: { templateId: number | null }) {
  const choices = useTemplateChoices();
  const errors = [
    ...choices.fonts.errors,
    ...choices.images.errors,
    ...choices.products.errors,
    ...choices.categories.errors,
  ];
  const dismiss = (id: number) => {
    choices.fonts.dismiss(id);
    choices.images.dismiss(id);
    choices.products.dismiss(id);
    choices.categories.dismiss(id);
  };
  return (
    <>
      <ErrorList errors={errors} onDismiss={dismiss} />
      <Row gutter={[24, 16]}>
        <Col xs={{ span: 24, order: 2 }} lg={{ span: 14, order: 1 }}>
          <Form.Item name="name" label="Name" required>
            <Input placeholder="z. B. Tageskarte TV" />
          </Form.Item>
          <Form.Item
            name="identifier"
            label="Kennung"
            required
            extra="Für Adressen und Skripte: a–z, 0–9 und -, z. B. tageskarte-tv"
          >
            <Input />
          </Form.Item>
          <Row gutter={12}>
            <Col xs={24} sm={14}>
              <Form.Item name="size" label="Format" required>
                <Select options={SIZE_OPTIONS} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={10}>
              <ColorField name="background" label="Hintergrund" />
            </Col>
          </Row>
          <LayersField choices={choices} />
        </Col>
        <Col xs={{ span: 24, order: 1 }} lg={{ span: 10, order: 2 }}>
          <TemplatePreview templateId={templateId} choices={choices} />
        </Col>
      </Row>
    </>
  );
}
