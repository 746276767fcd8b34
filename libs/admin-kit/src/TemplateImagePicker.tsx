import { PictureOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Modal, Select } from 'antd';
import { api, imageTemplatesApi, type ImageTemplate } from '@bestellwerk/api-client';
import {
  TEMPLATE_IMAGE_FORMAT_LABELS,
  TEMPLATE_IMAGE_FORMATS,
  templateImageUrl,
  type TemplateImage,
  type TemplateImageFormat,
} from '@bestellwerk/domain';
import { useState } from 'react';
import { ErrorList } from './ErrorList';
import { THUMBNAIL_STYLE } from './thumbnail';
import { useOptions } from './useOptions';

const FORMAT_OPTIONS = TEMPLATE_IMAGE_FORMATS.map((format) => ({
  value: format,
  label: TEMPLATE_IMAGE_FORMAT_LABELS[format],
})).sort((a, b) => (a.value === 'webp' ? -1 : b.value === 'webp' ? 1 : 0));

/** backoffice-api.md §8 wording for what the picker offers. */
export const TEMPLATE_PICKER_ERRORS = {
  templates: 'Bildvorlagen konnten nicht geladen werden.',
  products: 'Produkte konnten nicht geladen werden.',
  categories: 'Kategorien konnten nicht geladen werden.',
};

interface Draft {
  templateId: number | null;
  productId: number | null;
  categoryId: number | null;
  format: TemplateImageFormat;
}

const draftOf = (value: TemplateImage | null | undefined): Draft => ({
  templateId: value?.templateId ?? null,
  productId: value?.productId ?? null,
  categoryId: value?.categoryId ?? null,
  format: value?.format ?? 'webp',
});

/**
 * „Aus Vorlage“: a button beside the normal picture choice that opens a dialog for a
 * template, the product or category that fills it and the file format, with the render as
 * preview. `onPick` gets the reference to store (CMS image fields, signage image segments).
 */
export function TemplateImagePicker({
  value,
  onPick,
}: {
  value?: TemplateImage | null;
  onPick: (image: TemplateImage) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  return (
    <>
      <Button
        icon={<PictureOutlined aria-hidden />}
        onClick={() => {
          setDraft(draftOf(value));
          setOpen(true);
        }}
      >
        Aus Vorlage
      </Button>
      {open && (
        <TemplateImageDialog
          draft={draft}
          onChange={setDraft}
          onCancel={() => setOpen(false)}
          onOk={(image) => {
            setOpen(false);
            onPick(image);
          }}
        />
      )}
    </>
  );
}

function TemplateImageDialog({
  draft,
  onChange,
  onCancel,
  onOk,
}: {
  draft: Draft;
  onChange: (draft: Draft) => void;
  onCancel: () => void;
  onOk: (image: TemplateImage) => void;
}) {
  const templates = useOptions<ImageTemplate>({
    load: () => imageTemplatesApi.templates.list({ perPage: 200, sort: 'name' }),
    loadError: TEMPLATE_PICKER_ERRORS.templates,
  });
  const products = useOptions({
    load: () => api.products.list({ perPage: 500, sort: 'name' }),
    loadError: TEMPLATE_PICKER_ERRORS.products,
  });
  const categories = useOptions({
    load: () => api.categories.list({ perPage: 500, sort: 'name' }),
    loadError: TEMPLATE_PICKER_ERRORS.categories,
  });
  const errors = [...templates.errors, ...products.errors, ...categories.errors];
  const picked: TemplateImage | null =
    draft.templateId === null
      ? null
      : {
          templateId: draft.templateId,
          ...(draft.productId ? { productId: draft.productId } : {}),
          ...(draft.categoryId ? { categoryId: draft.categoryId } : {}),
          format: draft.format,
        };
  const loading = (state: { data?: unknown; errors: unknown[] }) =>
    !state.data && state.errors.length === 0;
  return (
    <Modal
      open
      title="Bild aus Vorlage"
      okText="Übernehmen"
      cancelText="Abbrechen"
      okButtonProps={{ disabled: picked === null }}
      onCancel={onCancel}
      onOk={() => picked && onOk(picked)}
      destroyOnHidden
    >
      <ErrorList
        errors={errors}
        onDismiss={(id) => {
          templates.dismiss(id);
          products.dismiss(id);
          categories.dismiss(id);
        }}
      />
      <Form layout="vertical" component="div">
        <Form.Item label="Vorlage" htmlFor="template-image-template" required>
          <Select
            id="template-image-template"
            showSearch
            optionFilterProp="label"
            placeholder="Vorlage wählen"
            value={draft.templateId}
            onChange={(templateId: number) => onChange({ ...draft, templateId })}
            options={templates.options}
            loading={loading(templates)}
          />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item label="Produkt" htmlFor="template-image-product" style={{ flex: '1 1 200px' }}>
            <Select
              id="template-image-product"
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder="Ohne Produkt"
              value={draft.productId}
              onChange={(productId?: number) =>
                onChange({ ...draft, productId: productId ?? null, categoryId: null })
              }
              options={products.options}
              loading={loading(products)}
            />
          </Form.Item>
          <Form.Item
            label="oder Kategorie"
            htmlFor="template-image-category"
            style={{ flex: '1 1 200px' }}
          >
            <Select
              id="template-image-category"
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder="Ohne Kategorie"
              value={draft.categoryId}
              onChange={(categoryId?: number) =>
                onChange({ ...draft, categoryId: categoryId ?? null, productId: null })
              }
              options={categories.options}
              loading={loading(categories)}
            />
          </Form.Item>
        </Flex>
        <Form.Item label="Format" htmlFor="template-image-format">
          <Select
            id="template-image-format"
            value={draft.format}
            onChange={(format: TemplateImageFormat) => onChange({ ...draft, format })}
            options={FORMAT_OPTIONS}
          />
        </Form.Item>
      </Form>
      {picked ? (
        <img
          src={templateImageUrl(picked, 'small')}
          alt="Vorschau des Bildes aus der Vorlage"
          style={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: 320,
            margin: '0 auto',
            borderRadius: THUMBNAIL_STYLE.borderRadius,
            border: '1px solid #d9d9d9',
          }}
        />
      ) : (
        <Alert type="info" title="Wählen Sie eine Vorlage, um das Bild zu sehen." />
      )}
    </Modal>
  );
}
