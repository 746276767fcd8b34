import { Alert, Button, Card, Form, Input, Switch, Table, Tag, Typography } from 'antd';
import { CrudPage, type ListColumn } from '@bestellwerk/admin-kit';
import { cmsApi, errorMessage, type CmsNode, type FormSubmission } from '@bestellwerk/api-client';
import { readFormNode } from '@bestellwerk/domain';
import { useEffect, useState } from 'react';
import { ERRORS } from '../../../shared/errors';
import { formNodePayload, toFormNodeValues, type FormNodeValues } from '../state/formNode';
import { FormFieldsEditor } from './FormFieldsEditor';

const fieldsOf = (form: CmsNode | undefined) =>
  (readFormNode(form?.content)?.fields ?? []).map((field) => field.value);

const nameOf = (form: CmsNode) => readFormNode(form.content)?.name ?? form.identifier;

const show = (value: string | boolean | null | undefined) =>
  value === true ? 'Ja' : value === false ? 'Nein' : (value ?? '');

/** The submissions of one form, newest first, with its CSV export. */
function Submissions({ form }: { form: CmsNode }) {
  const [rows, setRows] = useState<FormSubmission[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setRows(null);
    setError(null);
    cmsApi
      .submissions(form.id)
      .then(setRows, (failure: unknown) =>
        setError(errorMessage(failure, ERRORS.submissions.load)),
      );
  }, [form.id]);
  const fields = fieldsOf(form);
  return (
    <Card
      size="small"
      style={{ marginTop: 16 }}
      title={`Einsendungen zu „${nameOf(form)}“${rows ? ` (${rows.length})` : ''}`}
      extra={
        <Button size="small" href={cmsApi.submissionsCsvUrl(form.id)} download>
          Als CSV exportieren
        </Button>
      }
    >
      {error ? <Alert type="error" showIcon title={error} /> : null}
      <Table<FormSubmission>
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        loading={!rows && !error}
        dataSource={rows ?? []}
        pagination={{ pageSize: 50 }}
        locale={{ emptyText: 'Noch keine Einsendungen.' }}
        columns={[
          {
            key: 'createdAt',
            title: 'Eingegangen',
            render: (_, row) => new Date(row.createdAt).toLocaleString('de-AT'),
          },
          ...fields.map((field) => ({
            key: field.fieldId,
            title: field.label,
            render: (_: unknown, row: FormSubmission) =>
              show(row.answers.find((answer) => answer.fieldId === field.fieldId)?.value),
          })),
        ]}
      />
    </Card>
  );
}

/**
 * #/nodes, #/forms: the form nodes — each edited in a drawer with its fields (add, remove,
 * reorder) — and the submissions of the chosen form, exported as CSV.
 */
export function FormsPage() {
  const [chosen, setChosen] = useState<CmsNode | null>(null);
  // The first form's submissions show at once, as most shops have one or two forms.
  useEffect(() => {
    cmsApi.nodes.list({ type: 'form', perPage: 1, sort: 'identifier' }).then(
      (page) => setChosen((current) => current ?? page.items[0] ?? null),
      () => undefined,
    );
  }, []);

  const columns: ListColumn<CmsNode>[] = [
    { key: 'name', title: 'Name', render: (_, node) => nameOf(node) },
    { key: 'identifier', title: 'Kennung', dataIndex: 'identifier', sortField: 'identifier' },
    { key: 'fields', title: 'Felder', render: (_, node) => fieldsOf(node).length },
    {
      key: 'state',
      title: 'Status',
      render: (_, node) =>
        node.isPublic ? <Tag color="green">Öffentlich</Tag> : <Tag>Nicht öffentlich</Tag>,
    },
    {
      key: 'submissions',
      title: '',
      render: (_, node) => (
        <Button
          size="small"
          type={chosen?.id === node.id ? 'primary' : 'default'}
          onClick={(event) => {
            event.stopPropagation();
            setChosen(node);
          }}
        >
          Einsendungen
        </Button>
      ),
    },
  ];

  return (
    <div>
      <CrudPage<CmsNode, FormNodeValues>
        resource={cmsApi.nodes}
        query={{ type: 'form' }}
        noun={{ article: 'Das', singular: 'Formular', plural: 'Formulare' }}
        title="Formulare"
        columns={columns}
        loadError={ERRORS.nodes.load}
        defaultSort="identifier"
        filters={[{ type: 'search', name: 'search', placeholder: 'Formulare suchen' }]}
        create={{ label: 'Neues Formular', primary: true }}
        remove="drawer"
        titleOf={(node) => `Formular „${nameOf(node)}“`}
        width={760}
        toValues={toFormNodeValues}
        defaults={{ isPublic: true, content: { name: '', fields: [] } }}
        toPayload={formNodePayload}
        form={
          <>
            <Form.Item name={['content', 'name']} label="Name" required>
              <Input />
            </Form.Item>
            <Form.Item
              name="identifier"
              label="Kennung"
              extra="Kleinbuchstaben, Ziffern und Bindestriche; leer: aus dem Namen gebildet."
            >
              <Input placeholder="z. B. kontakt" />
            </Form.Item>
            <Form.Item name={['content', 'description']} label="Einleitung">
              <Input.TextArea rows={2} />
            </Form.Item>
            <FormFieldsEditor />
            <Form.Item
              name={['content', 'recipient']}
              label="Empfänger (E-Mail)"
              extra="Jede Einsendung wird an diese Adresse geschickt."
            >
              <Input type="email" />
            </Form.Item>
            <Form.Item name={['content', 'thankYouMessage']} label="Danke-Nachricht">
              <Input.TextArea rows={2} placeholder="Vielen Dank für Ihre Nachricht!" />
            </Form.Item>
            <Form.Item
              name="isPublic"
              label="Öffentlich"
              valuePropName="checked"
              extra="Nur öffentliche Formulare nehmen im Shop Einsendungen an."
            >
              <Switch />
            </Form.Item>
          </>
        }
      />
      {chosen ? (
        <Submissions form={chosen} />
      ) : (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          „Einsendungen“ in einer Zeile zeigt die Einsendungen des Formulars.
        </Typography.Paragraph>
      )}
    </div>
  );
}
