import { Button, Checkbox, Form, Input, InputNumber, Select, Space, Switch, Tag } from 'antd';
import { CrudPage, type ListColumn } from '@bestellwerk/admin-kit';
import { signageApi, type SignageStream } from '@bestellwerk/api-client';
import { ERRORS } from '../../../shared/errors';
import { OptionErrors, useOptions } from '../../../shared/useOptions';
import {
  WEEKDAY_OPTIONS,
  isActiveNow,
  streamPayload,
  streamValues,
  type StreamFormValues,
} from '../state/streamForm';
import { PlaylistField } from './PlaylistField';

const columns: ListColumn<SignageStream>[] = [
  { key: 'name', title: 'Name', dataIndex: 'name', sortField: 'name' },
  { key: 'priority', title: 'Priorität', dataIndex: 'priority', sortField: 'priority' },
  {
    key: 'kind',
    title: 'Art',
    render: (_, s) => (s.isInterrupt ? <Tag color="red">Unterbrechung</Tag> : 'Playlist'),
  },
  { key: 'segments', title: 'Filmsequenzen', render: (_, s) => s.segmentIds.length },
  {
    key: 'now',
    title: 'Jetzt',
    render: (_, s) =>
      isActiveNow(s) ? <Tag color="success">aktiv</Tag> : <Tag>außerhalb der Zeitfenster</Tag>,
  },
  { key: 'branch', title: 'Filiale', render: (_, s) => s.branch?.name ?? 'alle' },
];

export function StreamsPage() {
  const branchesChoices = useOptions('branches');
  const branches = branchesChoices.options;
  const segmentsChoices = useOptions('segments');
  const segments = segmentsChoices.options;
  return (
    <CrudPage<SignageStream, StreamFormValues>
      above={<OptionErrors of={[branchesChoices, segmentsChoices]} />}
      resource={signageApi.streams}
      noun={{ article: 'Der', singular: 'Stream', plural: 'Streams' }}
      columns={columns}
      loadError={ERRORS.streams.load}
      defaultSort="name"
      filters={[{ type: 'search', name: 'search', placeholder: 'Streams suchen' }]}
      create={{ label: 'Neuer Stream', primary: true }}
      remove="drawer"
      titleOf={(s) => `Stream „${s.name}“`}
      stayOpen
      width={720}
      toValues={streamValues}
      defaults={{ priority: 0, isInterrupt: false, isEnabled: true, dayparts: [], segmentIds: [] }}
      toPayload={streamPayload}
      form={
        <>
          <Form.Item name="name" label="Name">
            <Input />
          </Form.Item>
          <Form.Item name="branch" label="Filiale">
            <Select options={branches} allowClear placeholder="alle Filialen" />
          </Form.Item>
          <Space wrap>
            <Form.Item name="priority" label="Priorität" extra="Die höchste gültige spielt.">
              <InputNumber controls={false} min={-1000} max={1000} />
            </Form.Item>
            <Form.Item name="isInterrupt" label="Unterbrechung" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="isEnabled" label="Aktiv" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
          <Form.Item name="segmentIds" label="Filmsequenzen (ziehen zum Sortieren)">
            <PlaylistField segments={segments} />
          </Form.Item>
          <Form.List name="dayparts">
            {(fields, { add, remove }) => (
              <>
                <p style={{ margin: '8px 0' }}>
                  Zeitfenster (keines: immer; Zeiten in der Zeitzone der Filiale)
                </p>
                {fields.map((field) => (
                  <Space key={field.key} wrap align="end" style={{ marginBottom: 8 }}>
                    <Form.Item name={[field.name, 'weekdays']} label="Wochentage">
                      <Checkbox.Group options={WEEKDAY_OPTIONS} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'from']} label="Von">
                      <Input type="time" style={{ width: 110 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'to']} label="Bis">
                      <Input type="time" style={{ width: 110 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'dateFrom']} label="Ab Datum">
                      <Input type="date" />
                    </Form.Item>
                    <Form.Item name={[field.name, 'dateTo']} label="Bis Datum">
                      <Input type="date" />
                    </Form.Item>
                    <Button onClick={() => remove(field.name)}>Entfernen</Button>
                  </Space>
                ))}
                <Button onClick={() => add({ weekdays: [], from: '', to: '' })}>
                  Zeitfenster hinzufügen
                </Button>
              </>
            )}
          </Form.List>
        </>
      }
    />
  );
}
