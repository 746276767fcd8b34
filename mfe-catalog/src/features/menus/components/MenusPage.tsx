import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Card, DatePicker, Divider, Flex, Form, Input, Select, Switch, Tag } from 'antd';
import { useState } from 'react';
import { api, formatDateTime, type Menu } from '@bestellwerk/api-client';
import {
  CrudPage,
  ErrorList,
  useEntityState,
  type DrawerTarget,
  type ListColumn,
} from '@bestellwerk/admin-kit';
import { ERRORS } from '../../../shared/errors';
import { ProductPicker } from './ProductPicker';
import { EMPTY_MENU, menuPayload, menuToValues, type MenuFormValues } from '../state/menuForm';

const columns: ListColumn<Menu>[] = [
  { key: 'name', title: 'Name', dataIndex: 'name', sortField: 'name' },
  {
    key: 'availableFrom',
    title: 'Verfügbar ab',
    render: (_, menu) => (menu.availableFrom ? formatDateTime(menu.availableFrom) : 'sofort'),
  },
  {
    key: 'branches',
    title: 'Filialen',
    render: (_, menu) => menu.branches.map((branch) => branch.name).join(', ') || '–',
  },
  { key: 'catalog', title: 'Kategorien', render: (_, menu) => menu.catalog.length },
  {
    key: 'isEnabled',
    title: 'Status',
    render: (_, menu) => (menu.isEnabled ? <Tag color="green">Aktiv</Tag> : <Tag>Inaktiv</Tag>),
  },
];

/** Produktkataloge (menus): list and editor with branches and the ordered categories. */
export function MenusPage() {
  const [target, setTarget] = useState<DrawerTarget>(null);
  const open = target !== null;
  const branches = useEntityState({
    load: () => api.branches.list({ perPage: 500, sort: 'name' }),
    loadError: 'Filialen konnten nicht geladen werden.',
    enabled: open,
  });
  const categories = useEntityState({
    load: () => api.categories.list({ perPage: 500, sort: 'name' }),
    loadError: ERRORS.categories.load,
    enabled: open,
  });
  const products = useEntityState({
    load: () => api.products.list({ perPage: 500, sort: 'name' }),
    loadError: ERRORS.products.load,
    enabled: open,
  });
  const categoryOptions = (categories.data?.items ?? []).map((category) => ({
    value: category.id,
    label: category.name,
  }));
  const productOptions = (products.data?.items ?? []).map((product) => ({
    value: product.id,
    label: product.name,
  }));

  return (
    <CrudPage<Menu, MenuFormValues>
      resource={api.menus}
      noun={{ article: 'Der', singular: 'Produktkatalog', plural: 'Produktkataloge' }}
      columns={columns}
      loadError={ERRORS.menus.load}
      defaultSort="name"
      filters={[{ type: 'search', name: 'search', placeholder: 'Produktkataloge suchen' }]}
      create={{ label: 'Neuer Produktkatalog', primary: true }}
      remove="drawer"
      titleOf={(menu) => `Produktkatalog „${menu.name}“`}
      stayOpen
      width={760}
      toValues={menuToValues}
      defaults={EMPTY_MENU}
      toPayload={menuPayload}
      target={target}
      onTargetChange={setTarget}
      form={
        <>
          <ErrorList errors={[...branches.errors, ...categories.errors, ...products.errors]} />
          <Form.Item name="name" label="Name">
            <Input />
          </Form.Item>
          <Flex wrap gap={16}>
            <Form.Item name="availableFrom" label="Verfügbar ab" extra="Leer: sofort verfügbar">
              <DatePicker showTime={{ format: 'HH:mm' }} format="DD.MM.YYYY HH:mm" />
            </Form.Item>
            <Form.Item name="isEnabled" label="Aktiv" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Flex>
          <Form.Item name="branches" label="Filialen">
            <Select
              mode="multiple"
              allowClear
              optionFilterProp="label"
              loading={branches.loading}
              options={(branches.data?.items ?? []).map((branch) => ({
                value: branch.id,
                label: branch.name,
              }))}
            />
          </Form.Item>
          <Divider titlePlacement="start">Kategorien in Reihenfolge</Divider>
          <Form.List name="catalog">
            {(entries, { add, remove, move }) => (
              <Flex vertical gap={8} style={{ marginBottom: 16 }}>
                {entries.map((entry, index) => (
                  <Card
                    key={entry.key}
                    size="small"
                    data-testid={`catalog-${index}`}
                    title={
                      <Form.Item name={[entry.name, 'id']} noStyle>
                        <Select
                          placeholder="Kategorie wählen"
                          aria-label={`Kategorie ${index + 1}`}
                          options={categoryOptions}
                          showSearch
                          optionFilterProp="label"
                          style={{ width: '100%', maxWidth: 320 }}
                        />
                      </Form.Item>
                    }
                    extra={
                      <Flex gap={4}>
                        <Button
                          size="small"
                          icon={<ArrowUpOutlined aria-hidden />}
                          disabled={index === 0}
                          aria-label={`Kategorie ${index + 1} nach oben`}
                          onClick={() => move(index, index - 1)}
                        />
                        <Button
                          size="small"
                          icon={<ArrowDownOutlined aria-hidden />}
                          disabled={index === entries.length - 1}
                          aria-label={`Kategorie ${index + 1} nach unten`}
                          onClick={() => move(index, index + 1)}
                        />
                        <Button
                          size="small"
                          danger
                          icon={<DeleteOutlined aria-hidden />}
                          aria-label={`Kategorie ${index + 1} entfernen`}
                          onClick={() => remove(entry.name)}
                        />
                      </Flex>
                    }
                  >
                    <Form.Item
                      name={[entry.name, 'products']}
                      label="Produkte (Reihenfolge: Einträge ziehen)"
                      style={{ marginBottom: 0 }}
                    >
                      <ProductPicker options={productOptions} loading={products.loading} />
                    </Form.Item>
                  </Card>
                ))}
                <Button
                  icon={<PlusOutlined aria-hidden />}
                  style={{ alignSelf: 'flex-start' }}
                  onClick={() => add({ products: [] })}
                >
                  Kategorie hinzufügen
                </Button>
              </Flex>
            )}
          </Form.List>
        </>
      }
    />
  );
}
