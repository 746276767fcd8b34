import { CrudPage, type DrawerTarget, type ListColumn } from '@bestellwerk/admin-kit';
import { imageTemplatesApi, type ImageTemplate } from '@bestellwerk/api-client';
import { TEMPLATE_SIZES } from '@bestellwerk/domain';
import { useState } from 'react';
import {
  TEMPLATE_DEFAULTS,
  templateToValues,
  valuesToPayload,
  type TemplateValues,
} from '../state/layers';
import { TEMPLATE_ERRORS } from '../state/choices';
import { TemplateFields } from './TemplateFields';

const columns: ListColumn<ImageTemplate>[] = [
  {
    key: 'preview',
    title: '',
    width: 72,
    render: (_, template) => (
      <img
        src={imageTemplatesApi.templateRenderUrl(template.id, {
          size: 'thumbnail',
          version: template.version,
        })}
        alt=""
        loading="lazy"
        style={{ width: 48, height: 48, objectFit: 'contain', display: 'block' }}
      />
    ),
  },
  { key: 'name', title: 'Name', dataIndex: 'name', sortField: 'name' },
  { key: 'identifier', title: 'Kennung', dataIndex: 'identifier', sortField: 'identifier' },
  {
    key: 'size',
    title: 'Format',
    render: (_, template) => TEMPLATE_SIZES[template.size]?.label ?? template.size,
  },
  { key: 'layers', title: 'Ebenen', render: (_, template) => template.layers.length },
];

/**
 * #/cms/templates: image templates (issue 17) — a canvas of a preset size with picture,
 * text and shape layers whose texts take a product's name, price, … when rendered.
 */
export function TemplatesPage() {
  const [target, setTarget] = useState<DrawerTarget>(null);
  return (
    <CrudPage<ImageTemplate, TemplateValues>
      resource={imageTemplatesApi.templates}
      noun={{ article: 'Die', singular: 'Bildvorlage', plural: 'Bildvorlagen' }}
      columns={columns}
      loadError={TEMPLATE_ERRORS.load}
      defaultSort="name"
      filters={[{ type: 'search', name: 'search', placeholder: 'Vorlagen suchen' }]}
      create={{ label: 'Neue Vorlage', primary: true }}
      remove="drawer"
      titleOf={(template) => `Vorlage „${template.name}“`}
      newTitle="Neue Vorlage"
      target={target}
      onTargetChange={setTarget}
      stayOpen
      width={1100}
      toValues={templateToValues}
      defaults={TEMPLATE_DEFAULTS}
      toPayload={(values) => valuesToPayload(values)}
      form={<TemplateFields templateId={typeof target === 'number' ? target : null} />}
    />
  );
}
