import { Form, Input } from 'antd';
import { CrudPage, ImageField, type ListColumn } from '@bestellwerk/admin-kit';
import { api, type Tag } from '@bestellwerk/api-client';
import { imageUrl } from '@bestellwerk/domain';
import { ERRORS } from '../../../shared/errors';
import { tagPayload, type TagFormValues } from '../state/tagForm';

const columns: ListColumn<Tag>[] = [
  {
    key: 'image',
    title: '',
    width: 56,
    render: (_, tag) =>
      tag.image ? (
        <img
          src={imageUrl(tag.image, 'icon')}
          alt=""
          style={{ width: 32, height: 32, objectFit: 'contain' }}
        />
      ) : null,
  },
  { key: 'name', title: 'Name', dataIndex: 'name', sortField: 'name' },
];

export function TagsPage() {
  return (
    <CrudPage<Tag, TagFormValues>
      resource={api.tags}
      noun={{ article: 'Der', singular: 'Tag', plural: 'Tags' }}
      columns={columns}
      loadError={ERRORS.tags.load}
      defaultSort="name"
      filters={[{ type: 'search', name: 'search', placeholder: 'Tags suchen' }]}
      create={{ label: 'Neuer Tag', primary: true }}
      remove="drawer"
      titleOf={(tag) => `Tag „${tag.name}“`}
      stayOpen
      width={480}
      toValues={(tag) => ({ name: tag.name, image: tag.image })}
      defaults={{ image: null }}
      toPayload={tagPayload}
      form={
        <>
          <Form.Item name="name" label="Name">
            <Input />
          </Form.Item>
          <Form.Item name="image" label="Bild">
            <ImageField />
          </Form.Item>
        </>
      }
    />
  );
}
