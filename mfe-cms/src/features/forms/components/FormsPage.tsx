import { Alert, Button, Card, Empty, Select, Space, Table, Typography } from 'antd';
import { cmsApi, errorMessage, type CmsNode, type FormSubmission } from '@bestellwerk/api-client';
import { useEffect, useState } from 'react';
import { ERRORS } from '../../../shared/errors';

interface FieldLabel {
  fieldId: string;
  label: string;
}

const fieldsOf = (form: CmsNode | undefined): FieldLabel[] =>
  ((form?.content as { fields?: { value: FieldLabel }[] } | undefined)?.fields ?? []).map(
    (field) => field.value,
  );

const show = (value: string | boolean | null | undefined) =>
  value === true ? 'Ja' : value === false ? 'Nein' : (value ?? '');

/** #/nodes: the forms and their submissions, exported as CSV. */
export function FormsPage() {
  const [forms, setForms] = useState<CmsNode[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [rows, setRows] = useState<FormSubmission[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    cmsApi.nodes.list({ type: 'form', perPage: 200 }).then(
      (page) => {
        setForms(page.items);
        setSelected((current) => current ?? page.items[0]?.id ?? null);
      },
      (failure: unknown) => setError(errorMessage(failure, ERRORS.nodes.load)),
    );
  }, []);

  useEffect(() => {
    if (selected === null) return;
    cmsApi
      .submissions(selected)
      .then(setRows, (failure: unknown) =>
        setError(errorMessage(failure, ERRORS.submissions.load)),
      );
  }, [selected]);

  const fields = fieldsOf(forms.find((entry) => entry.id === selected));

  return (
    <div>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Formulare
      </Typography.Title>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="Formular"
          style={{ minWidth: 240 }}
          value={selected}
          onChange={setSelected}
          options={forms.map((entry) => ({
            value: entry.id,
            label: String((entry.content as { name?: string }).name ?? entry.identifier),
          }))}
        />
        {selected !== null ? (
          <Button href={cmsApi.submissionsCsvUrl(selected)} download>
            Als CSV exportieren
          </Button>
        ) : null}
      </Space>
      {!forms.length && !error ? <Empty description="Keine Formulare gefunden." /> : null}
      {rows ? (
        <Card size="small" title={`Einsendungen (${rows.length})`}>
          <Table<FormSubmission>
            rowKey="id"
            size="small"
            scroll={{ x: true }}
            dataSource={rows}
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
      ) : null}
    </div>
  );
}
