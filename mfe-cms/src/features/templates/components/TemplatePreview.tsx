import { Alert, Col, Flex, Form, Row, Select, Spin, Typography } from 'antd';
import { imageTemplatesApi } from '@bestellwerk/api-client';
import { TEMPLATE_SIZES, type TemplateSize } from '@bestellwerk/domain';
import { useMemo, useState } from 'react';
import type { TemplateChoices } from '../state/choices';
import { valuesToPayload, type TemplateValues } from '../state/layers';
import { useLivePreview } from '../state/useLivePreview';

/**
 * The server's render of the form as it stands — saved or not, the same drawing signage
 * and pages get — filled with a product or a category of the shop. Redrawn while editing,
 * once the form rests (useLivePreview).
 */
export function TemplatePreview({
  templateId,
  choices,
}: {
  templateId: number | null;
  choices: TemplateChoices;
}) {
  const [binding, setBinding] = useState<{ product: number | null; category: number | null }>({
    product: null,
    category: null,
  });
  const form = Form.useFormInstance<TemplateValues>();
  const values = Form.useWatch((all: TemplateValues) => all, { form, preserve: true });
  const size = (values?.size ?? 'portrait') as TemplateSize;
  const canvas = TEMPLATE_SIZES[size] ?? TEMPLATE_SIZES.portrait;
  // What is drawn, not the name and identifier: typing those does not ask the server.
  const payload = useMemo(() => {
    if (!values?.size) return null;
    const { size, background, layers } = valuesToPayload(values);
    return { size, background, layers, ...binding };
  }, [values, binding]);
  const preview = useLivePreview(payload);
  const link =
    templateId === null ? null : imageTemplatesApi.templateRenderUrl(templateId, binding);
  return (
    <Flex vertical gap={12} style={{ position: 'sticky', top: 0 }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        Vorschau
      </Typography.Title>
      <Row gutter={[12, 8]}>
        <Col xs={24} sm={12}>
          <Flex vertical gap={4}>
            <label htmlFor="template-preview-product">Produkt für die Platzhalter</label>
            <Select
              id="template-preview-product"
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder="Ohne Produkt"
              value={binding.product}
              onChange={(next: number | undefined) =>
                setBinding({ product: next ?? null, category: null })
              }
              options={choices.products.options}
              loading={!choices.products.data && choices.products.errors.length === 0}
            />
          </Flex>
        </Col>
        <Col xs={24} sm={12}>
          <Flex vertical gap={4}>
            <label htmlFor="template-preview-category">oder Kategorie</label>
            <Select
              id="template-preview-category"
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder="Ohne Kategorie"
              value={binding.category}
              onChange={(next: number | undefined) =>
                setBinding({ product: null, category: next ?? null })
              }
              options={choices.categories.options}
              loading={!choices.categories.data && choices.categories.errors.length === 0}
            />
          </Flex>
        </Col>
      </Row>
      <div
        style={{
          position: 'relative',
          width: '100%',
          maxWidth: `calc(60vh * ${canvas.width / canvas.height})`,
          aspectRatio: `${canvas.width} / ${canvas.height}`,
          margin: '0 auto',
          background: 'repeating-conic-gradient(#f0f0f0 0% 25%, #fafafa 0% 50%) 50% / 20px 20px',
          border: '1px solid #d9d9d9',
          borderRadius: 4,
          overflow: 'hidden',
        }}
      >
        {preview.src && (
          <img
            src={preview.src}
            alt="Vorschau der Vorlage"
            data-testid="template-preview"
            style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
          />
        )}
        {preview.loading && (
          <Flex
            justify="center"
            align="center"
            style={{ position: 'absolute', inset: 0 }}
            aria-live="polite"
          >
            <Spin description="Wird gerendert …" />
          </Flex>
        )}
      </div>
      {preview.error && (
        <Alert
          type="warning"
          showIcon
          title="Die Vorschau zeigt den letzten gültigen Stand."
          description={preview.error}
        />
      )}
      <Typography.Text type="secondary">
        {`Zeigt den Stand des Formulars, auch ungespeichert (${canvas.width} × ${canvas.height} px); Platzhalter ohne Produkt oder Kategorie bleiben sichtbar.`}
      </Typography.Text>
      {link && (
        <Flex vertical gap={2}>
          <Typography.Text>
            Adresse des gespeicherten Bildes (z. B. für Seiten und Signage):
          </Typography.Text>
          <Typography.Text code copyable={{ text: link }} style={{ wordBreak: 'break-all' }}>
            {link}
          </Typography.Text>
          <Typography.Link href={link} target="_blank" rel="noopener">
            In voller Größe öffnen
          </Typography.Link>
        </Flex>
      )}
    </Flex>
  );
}
