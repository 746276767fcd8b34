import { Alert, Flex, Form, Select, Spin, Typography } from 'antd';
import { imageTemplatesApi } from '@bestellwerk/api-client';
import { TEMPLATE_SIZES, type TemplateSize } from '@bestellwerk/domain';
import { useState } from 'react';
import type { TemplateChoices } from '../state/choices';

/**
 * The server's render of the saved template (the same picture signage and pages show),
 * filled with a product of the shop. `stamp` changes with every save, so the browser asks
 * again instead of showing the render it cached.
 */
export function TemplatePreview({
  templateId,
  stamp,
  choices,
}: {
  templateId: number | null;
  stamp: number;
  choices: TemplateChoices;
}) {
  const [product, setProduct] = useState<number | null>(null);
  const size = Form.useWatch('size', Form.useFormInstance()) as TemplateSize | undefined;
  const canvas = TEMPLATE_SIZES[size ?? 'portrait'];
  const src =
    templateId === null
      ? null
      : imageTemplatesApi.templateRenderUrl(templateId, { product, size: 'small', version: stamp });
  // The state belongs to one address: a new one (save, other product) starts loading again.
  const [shown, setShown] = useState<{ src: string | null; state: 'loaded' | 'failed' } | null>(
    null,
  );
  const state = shown?.src === src ? shown.state : 'loading';
  const link =
    templateId === null ? null : imageTemplatesApi.templateRenderUrl(templateId, { product });
  return (
    <Flex vertical gap={12} style={{ position: 'sticky', top: 0 }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        Vorschau
      </Typography.Title>
      <Flex vertical gap={4}>
        <label htmlFor="template-preview-product">Produkt für die Platzhalter</label>
        <Select
          id="template-preview-product"
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="Ohne Produkt: Platzhalter bleiben sichtbar"
          value={product}
          onChange={(next: number | undefined) => setProduct(next ?? null)}
          options={choices.products.options}
          loading={!choices.products.data && choices.products.errors.length === 0}
        />
      </Flex>
      {src === null ? (
        <Alert type="info" title="Die Vorschau erscheint, sobald die Vorlage angelegt ist." />
      ) : (
        <>
          <div
            style={{
              position: 'relative',
              width: '100%',
              maxWidth: `calc(60vh * ${canvas.width / canvas.height})`,
              aspectRatio: `${canvas.width} / ${canvas.height}`,
              margin: '0 auto',
              background:
                'repeating-conic-gradient(#f0f0f0 0% 25%, #fafafa 0% 50%) 50% / 20px 20px',
              border: '1px solid #d9d9d9',
              borderRadius: 4,
              overflow: 'hidden',
            }}
          >
            <img
              key={src}
              src={src}
              alt="Vorschau der gespeicherten Vorlage"
              onLoad={() => setShown({ src, state: 'loaded' })}
              onError={() => setShown({ src, state: 'failed' })}
              style={{
                display: 'block',
                width: '100%',
                height: '100%',
                objectFit: 'contain',
                visibility: state === 'loaded' ? 'visible' : 'hidden',
              }}
            />
            {state === 'loading' && (
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
          {state === 'failed' && (
            <Alert type="error" showIcon title="Die Vorschau konnte nicht geladen werden." />
          )}
          <Typography.Text type="secondary">
            {`Zeigt den gespeicherten Stand (${canvas.width} × ${canvas.height} px); „Speichern“ aktualisiert die Vorschau.`}
          </Typography.Text>
          {link && (
            <Flex vertical gap={2}>
              <Typography.Text>Adresse des Bildes (z. B. für Seiten und Signage):</Typography.Text>
              <Typography.Text code copyable={{ text: link }} style={{ wordBreak: 'break-all' }}>
                {link}
              </Typography.Text>
              <Typography.Link href={link} target="_blank" rel="noopener">
                In voller Größe öffnen
              </Typography.Link>
            </Flex>
          )}
        </>
      )}
    </Flex>
  );
}
