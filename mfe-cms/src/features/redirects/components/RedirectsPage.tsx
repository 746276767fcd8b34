import { Form, Input, Select } from 'antd';
import { CrudPage, type ListColumn } from '@bestellwerk/admin-kit';
import { cmsApi, type Redirect, type RedirectPayload } from '@bestellwerk/api-client';
import { ERRORS } from '../../../shared/errors';

const columns: ListColumn<Redirect>[] = [
  { key: 'path', title: 'Pfad', dataIndex: 'path', sortField: 'path' },
  { key: 'target', title: 'Ziel', dataIndex: 'target', sortField: 'target' },
  {
    key: 'statusCode',
    title: 'Art',
    render: (_, row) => (row.statusCode === 301 ? 'Dauerhaft (301)' : 'Vorübergehend (302)'),
  },
];

/** #/redirects: a path of the shop answered with a redirect; loops are refused by the server. */
export function RedirectsPage() {
  return (
    <CrudPage<Redirect, RedirectPayload>
      resource={cmsApi.redirects}
      noun={{ article: 'Die', singular: 'Weiterleitung', plural: 'Weiterleitungen' }}
      title="Redirects"
      columns={columns}
      loadError={ERRORS.redirects.load}
      defaultSort="path"
      filters={[{ type: 'search', name: 'search', placeholder: 'Weiterleitungen suchen' }]}
      create={{ label: 'Neue Weiterleitung', primary: true }}
      remove="row"
      titleOf={(row) => `Weiterleitung ${row.path}`}
      width={480}
      toValues={(row) => ({ path: row.path, target: row.target, statusCode: row.statusCode })}
      defaults={{ path: '', target: '', statusCode: 301 }}
      toPayload={(values) => values}
      form={
        <>
          <Form.Item name="path" label="Pfad" required extra="z. B. /alte-seite">
            <Input />
          </Form.Item>
          <Form.Item
            name="target"
            label="Ziel"
            required
            extra="Ein Pfad (/neue-seite) oder eine URL"
          >
            <Input />
          </Form.Item>
          <Form.Item name="statusCode" label="Art">
            <Select
              options={[
                { value: 301, label: 'Dauerhaft (301)' },
                { value: 302, label: 'Vorübergehend (302)' },
              ]}
            />
          </Form.Item>
        </>
      }
    />
  );
}
