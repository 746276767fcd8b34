import { Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { CrudPage, TemplateImageField, type ListColumn } from '@bestellwerk/admin-kit';
import { signageApi, type SignageSegment } from '@bestellwerk/api-client';
import { ERRORS } from '../../../shared/errors';
import { OptionErrors, useOptions } from '../../../shared/useOptions';
import {
  SEGMENT_TYPES,
  segmentPayload,
  segmentValues,
  type SegmentFormValues,
} from '../state/segmentForm';

const typeLabel = (type: string) => SEGMENT_TYPES.find((t) => t.value === type)?.label ?? type;

const columns: ListColumn<SignageSegment>[] = [
  { key: 'name', title: 'Name', dataIndex: 'name', sortField: 'name' },
  { key: 'type', title: 'Art', render: (_, s) => typeLabel(s.type) },
  {
    key: 'duration',
    title: 'Dauer',
    render: (_, s) => (s.duration ? `${s.duration} s` : 'bis Ende'),
  },
  { key: 'branch', title: 'Filiale', render: (_, s) => s.branch?.name ?? 'alle' },
];

/** The fields of a segment's type. */
function ContentFields({
  type,
  branches,
}: {
  type?: string;
  branches: { value: number; label: string }[];
}) {
  switch (type) {
    case 'image':
      return (
        <>
          <Form.Item name={['content', 'imageId']} label="Bild-ID (Medienbibliothek)">
            <InputNumber controls={false} min={1} />
          </Form.Item>
          <Form.Item
            name={['content', 'template']}
            label="oder Bild aus Vorlage"
            extra="Eine Bildvorlage, gefüllt mit einem Produkt oder einer Kategorie; hat Vorrang vor der Bild-ID."
          >
            <TemplateImageField />
          </Form.Item>
        </>
      );
    case 'menu-board':
      return (
        <>
          <Form.Item name={['content', 'branchId']} label="Speisekarte der Filiale">
            <Select options={branches} />
          </Form.Item>
          <Form.Item name={['content', 'title']} label="Überschrift">
            <Input />
          </Form.Item>
          <Space>
            <Form.Item
              name={['content', 'showAllergens']}
              label="Allergene"
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
            <Form.Item name={['content', 'unavailable']} label="Nicht bestellbar">
              <Select
                style={{ width: 180 }}
                options={[
                  { value: 'strike', label: 'durchgestrichen' },
                  { value: 'hide', label: 'ausblenden' },
                ]}
              />
            </Form.Item>
          </Space>
        </>
      );
    case 'order-board':
      return (
        <Form.Item name={['content', 'branchId']} label="Filiale">
          <Select options={branches} />
        </Form.Item>
      );
    case 'web':
      return (
        <Form.Item name={['content', 'url']} label="URL">
          <Input placeholder="https://" />
        </Form.Item>
      );
    case 'ticker':
      return (
        <Form.Item name={['content', 'text']} label="Text">
          <Input.TextArea rows={3} />
        </Form.Item>
      );
    case 'cms':
      return (
        <Space>
          <Form.Item name={['content', 'cmsType']} label="CMS">
            <Select
              style={{ width: 120 }}
              options={[
                { value: 'block', label: 'Block' },
                { value: 'site', label: 'Seite' },
              ]}
            />
          </Form.Item>
          <Form.Item name={['content', 'cmsId']} label="ID">
            <InputNumber controls={false} min={1} />
          </Form.Item>
        </Space>
      );
    case 'video':
      return <p>Das Video (MP4 oder WebM) wird nach dem Speichern hochgeladen.</p>;
    default:
      return null;
  }
}

export function SegmentsPage() {
  const branchesChoices = useOptions('branches');
  const branches = branchesChoices.options;
  return (
    <CrudPage<SignageSegment, SegmentFormValues>
      above={<OptionErrors of={[branchesChoices]} />}
      resource={signageApi.segments}
      noun={{ article: 'Die', singular: 'Filmsequenz', plural: 'Filmsequenzen' }}
      columns={columns}
      loadError={ERRORS.segments.load}
      defaultSort="name"
      filters={[{ type: 'search', name: 'search', placeholder: 'Filmsequenzen suchen' }]}
      create={{ label: 'Neue Filmsequenz', primary: true }}
      remove="drawer"
      titleOf={(s) => `Filmsequenz „${s.name}“`}
      stayOpen
      width={560}
      toValues={segmentValues}
      defaults={{ type: 'clock', duration: 10, transition: 'fade', content: {} }}
      toPayload={segmentPayload}
      form={
        <>
          <Form.Item name="name" label="Name">
            <Input />
          </Form.Item>
          <Space wrap>
            <Form.Item name="type" label="Art">
              <Select style={{ width: 200 }} options={[...SEGMENT_TYPES]} />
            </Form.Item>
            <Form.Item name="duration" label="Dauer (s)">
              <InputNumber controls={false} min={0} max={3600} />
            </Form.Item>
            <Form.Item name="transition" label="Übergang">
              <Select
                style={{ width: 140 }}
                options={[
                  { value: 'fade', label: 'Überblenden' },
                  { value: 'none', label: 'Schnitt' },
                ]}
              />
            </Form.Item>
          </Space>
          <Form.Item name="branch" label="Filiale">
            <Select options={branches} allowClear placeholder="alle Filialen" />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.type !== b.type}>
            {(form) => <ContentFields type={form.getFieldValue('type')} branches={branches} />}
          </Form.Item>
        </>
      }
    />
  );
}
