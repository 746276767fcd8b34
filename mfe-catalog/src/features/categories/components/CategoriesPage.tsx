import { Divider, Flex, Form, Input, Switch, Tag } from 'antd';
import { CrudPage, ImageField, ScheduleField, type ListColumn } from '@bestellwerk/admin-kit';
import { api, type Category } from '@bestellwerk/api-client';
import { imageUrl } from '@bestellwerk/domain';
import { ERRORS } from '../../../shared/errors';
import { EMPTY_CATEGORY, categoryPayload, type CategoryFormValues } from '../state/categoryForm';

const columns: ListColumn<Category>[] = [
  {
    key: 'image',
    title: '',
    width: 56,
    render: (_, category) =>
      category.image ? (
        <img
          src={imageUrl(category.image, 'icon')}
          alt=""
          style={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 4 }}
        />
      ) : null,
  },
  { key: 'name', title: 'Name', dataIndex: 'name', sortField: 'name' },
  {
    key: 'schedule',
    title: 'Bestellbar',
    render: (_, category) =>
      category.schedule?.length
        ? `${category.schedule.length} ${category.schedule.length === 1 ? 'Regel' : 'Regeln'}`
        : 'jederzeit',
  },
  {
    key: 'isEnabled',
    title: 'Status',
    render: (_, category) =>
      category.isEnabled ? <Tag color="green">Aktiv</Tag> : <Tag>Inaktiv</Tag>,
  },
];

export function CategoriesPage() {
  return (
    <CrudPage<Category, CategoryFormValues>
      resource={api.categories}
      noun={{ article: 'Die', singular: 'Kategorie', plural: 'Kategorien' }}
      columns={columns}
      loadError={ERRORS.categories.load}
      defaultSort="name"
      filters={[{ type: 'search', name: 'search', placeholder: 'Kategorien suchen' }]}
      create={{ label: 'Neue Kategorie', primary: true }}
      remove="drawer"
      titleOf={(category) => `Kategorie „${category.name}“`}
      stayOpen
      toValues={(category) => ({ ...category, schedule: category.schedule ?? [] })}
      defaults={EMPTY_CATEGORY}
      toPayload={categoryPayload}
      form={
        <>
          <Form.Item name="name" label="Name">
            <Input />
          </Form.Item>
          <Form.Item name="description" label="Beschreibung">
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
          </Form.Item>
          <Form.Item name="image" label="Bild">
            <ImageField />
          </Form.Item>
          <Flex wrap gap={16}>
            <Form.Item name="isEnabled" label="Aktiv" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item
              name="isVisibleWhenUnavailable"
              label="Sichtbar, wenn nicht verfügbar"
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          </Flex>
          <Divider titlePlacement="start">Bestellbar zu diesen Zeiten</Divider>
          <ScheduleField name="schedule" />
        </>
      }
    />
  );
}
