import { render, screen } from '@testing-library/react';
import { CMS_FIELD_TYPES, DEFAULT_SITE_TYPE, type CmsField } from '@bestellwerk/domain';
import { Form } from 'antd';
import { RENDERERS, renderField } from './renderers';

jest.mock('@bestellwerk/api-client', () => ({
  cmsApi: { nodes: { list: jest.fn(async () => ({ items: [] })) } },
}));

describe('one renderer per CMS field type', () => {
  it('has a renderer for every type of the schema language', () => {
    expect(Object.keys(RENDERERS).sort()).toEqual([...CMS_FIELD_TYPES].sort());
  });

  it('renders the hero block of the default site type with its labels', () => {
    const hero = DEFAULT_SITE_TYPE.blocks.find((block) => block.type === 'hero')!;
    render(
      <Form initialValues={{ block: { slides: [{ title: 'Hallo' }] } }}>
        {hero.fields.map((field: CmsField) => renderField(field, ['block']))}
      </Form>,
    );
    expect(screen.getByText('Folien 1')).toBeTruthy();
    expect(screen.getByText('Überschrift')).toBeTruthy();
    expect(screen.getByText('Link-Beschriftung')).toBeTruthy();
  });
});
