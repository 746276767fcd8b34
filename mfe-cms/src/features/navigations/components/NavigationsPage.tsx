import { Form, Input, Switch } from 'antd';
import { CrudPage, type ListColumn } from '@bestellwerk/admin-kit';
import { cmsApi, type Navigation, type NavigationItem } from '@bestellwerk/api-client';
import { ERRORS } from '../../../shared/errors';
import { NavigationTreeField } from './NavigationTreeField';

interface NavigationValues {
  identifier?: string;
  isPublic?: boolean;
  items?: NavigationItem[];
}

const count = (items: NavigationItem[]): number =>
  items.reduce((sum, item) => sum + 1 + count(item.children), 0);

const columns: ListColumn<Navigation>[] = [
  { key: 'identifier', title: 'Kennung', dataIndex: 'identifier', sortField: 'identifier' },
  { key: 'items', title: 'Einträge', render: (_, row) => count(row.items) },
  { key: 'isPublic', title: 'Öffentlich', render: (_, row) => (row.isPublic ? 'Ja' : 'Nein') },
];

/** #/navigations: 'header' and 'footer' are shown by the storefront. */
export function NavigationsPage() {
  return (
    <CrudPage<Navigation, NavigationValues>
      resource={cmsApi.navigations}
      noun={{ article: 'Die', singular: 'Navigation', plural: 'Navigationen' }}
      title="Navigationen"
      columns={columns}
      loadError={ERRORS.navigations.load}
      defaultSort="identifier"
      create={{ label: 'Neue Navigation', primary: true }}
      remove="drawer"
      titleOf={(row) => `Navigation „${row.identifier}“`}
      width={960}
      toValues={(row) => ({ identifier: row.identifier, isPublic: row.isPublic, items: row.items })}
      defaults={{ identifier: '', isPublic: true, items: [] }}
      toPayload={(values) => ({
        identifier: (values.identifier ?? '').trim(),
        isPublic: !!values.isPublic,
        items: values.items ?? [],
      })}
      form={
        <>
          <Form.Item
            name="identifier"
            label="Kennung"
            required
            extra="header oder footer für Kopf- und Fußzeile"
          >
            <Input />
          </Form.Item>
          <Form.Item name="isPublic" label="Öffentlich" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="items" label="Einträge">
            <NavigationTreeField />
          </Form.Item>
        </>
      }
    />
  );
}
