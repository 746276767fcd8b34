import {
  Button,
  Card,
  ColorPicker,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  Tabs,
  TimePicker,
} from 'antd';
import { ImageField } from '@bestellwerk/admin-kit';
import type { CmsField, CmsFieldType } from '@bestellwerk/domain';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, type ReactNode } from 'react';
import type { RichTextEditorProps } from './RichTextEditor';
import { FileField, FilesField } from './FilePicker';
import { ImagesField } from './ImagesField';
import { LinkField } from './LinkField';
import { MarkdownField } from './MarkdownField';
import { ReferenceSelect } from './ReferenceSelect';

// The rich-text editor is a chunk of its own: the remote's first load does not carry it.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** A `wysiwyg` field's control: the editor once its code is there, a quiet box until then. */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <Input.TextArea
          id={props.id}
          rows={6}
          disabled
          aria-label={props.label}
          aria-busy="true"
          placeholder="Editor wird geladen …"
        />
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}

export type FieldPath = (string | number)[];

/** Renders one field of the schema at a form path; every type has exactly one renderer. */
export type FieldRenderer = (field: CmsField, path: FieldPath) => ReactNode;

const item = (field: CmsField, path: FieldPath, control: ReactNode, extra: object = {}) => (
  <Form.Item
    key={field.name}
    name={[...path, field.name]}
    label={field.label}
    required={field.isRequired}
    tooltip={field.description}
    {...extra}
  >
    {control}
  </Form.Item>
);

/** Dates travel as the schema's strings: 2026-11-26, 14:30, 2026-11-26T14:30 (24 h). */
const DATE_FORMATS = {
  date: { show: 'DD.MM.YYYY', store: 'YYYY-MM-DD' },
  time: { show: 'HH:mm', store: 'HH:mm' },
  dateTime: { show: 'DD.MM.YYYY HH:mm', store: 'YYYY-MM-DDTHH:mm' },
} as const;

export const RENDERERS: Record<CmsFieldType, (render: FieldRenderer) => FieldRenderer> = {
  text: () => (field, path) => item(field, path, <Input />),
  textarea: () => (field, path) => item(field, path, <Input.TextArea rows={6} />),
  // Rich text as HTML, edited in a toolbar editor (the server sanitises it on save).
  wysiwyg: () => (field, path) => item(field, path, <RichTextField label={field.label} />),
  // Markdown with „Bearbeiten“ and „Vorschau“ (the storefront's renderer).
  markdown: () => (field, path) => item(field, path, <MarkdownField label={field.label} />),
  number: () => (field, path) =>
    item(
      field,
      path,
      <InputNumber
        controls={false}
        style={{ width: '100%' }}
        min={field.type === 'number' ? field.min : undefined}
        max={field.type === 'number' ? field.max : undefined}
      />,
    ),
  date: () => (field, path) => {
    const mode = field.type === 'date' ? field.mode : 'date';
    const format = DATE_FORMATS[mode];
    const Picker = mode === 'time' ? TimePicker : DatePicker;
    return item(
      field,
      path,
      <Picker
        format={format.show}
        showTime={mode === 'dateTime' ? { format: 'HH:mm' } : undefined}
      />,
      {
        getValueProps: (value: string | null) => ({
          value: value ? dayjs(value, format.store) : null,
        }),
        normalize: (value: Dayjs | null) => (value ? value.format(format.store) : null),
      },
    );
  },
  image: () => (field, path) => item(field, path, <ImageField allowTemplate />),
  images: () => (field, path) =>
    item(
      field,
      path,
      <ImagesField maxItems={field.type === 'images' ? field.maxItems : undefined} />,
    ),
  // Files of the media library, picked by name (kept as the file, like a picture).
  file: () => (field, path) => item(field, path, <FileField />),
  files: () => (field, path) => item(field, path, <FilesField />),
  boolean: () => (field, path) => item(field, path, <Switch />, { valuePropName: 'checked' }),
  select: () => (field, path) =>
    item(
      field,
      path,
      <Select allowClear options={field.type === 'select' ? [...field.options] : []} />,
    ),
  multiselect: () => (field, path) =>
    item(
      field,
      path,
      <Select mode="multiple" options={field.type === 'multiselect' ? [...field.options] : []} />,
    ),
  group: (render) => (field, path) =>
    field.type === 'group' ? (
      <Card key={field.name} size="small" title={field.label} style={{ marginBottom: 16 }}>
        {field.fields.map((child) => render(child, [...path, field.name]))}
      </Card>
    ) : null,
  tabs: (render) => (field, path) =>
    field.type === 'tabs' ? (
      <Tabs
        key={field.name}
        items={field.tabs.map((tab) => ({
          key: tab.name,
          label: tab.label,
          forceRender: true,
          children: tab.fields.map((child) => render(child, [...path, field.name, tab.name])),
        }))}
      />
    ) : null,
  collection: (render) => (field, path) =>
    field.type === 'collection' ? (
      <Form.Item key={field.name} label={field.label} required={field.isRequired}>
        <Form.List name={[...path, field.name]}>
          {(entries, { add, remove, move }) => (
            <Space orientation="vertical" style={{ width: '100%' }}>
              {entries.map((entry, index) => (
                <Card
                  key={entry.key}
                  size="small"
                  title={`${field.label} ${index + 1}`}
                  extra={
                    <Space>
                      <Button
                        size="small"
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                        aria-label="Nach oben"
                      >
                        ↑
                      </Button>
                      <Button size="small" danger onClick={() => remove(index)}>
                        Entfernen
                      </Button>
                    </Space>
                  }
                >
                  {field.fields.map((child) => render(child, [entry.name]))}
                </Card>
              ))}
              <Button onClick={() => add({})}>{`${field.label}: Eintrag hinzufügen`}</Button>
            </Space>
          )}
        </Form.List>
      </Form.Item>
    ) : null,
  reference: () => (field, path) =>
    field.type === 'reference'
      ? item(field, path, <ReferenceSelect target={field.target} />)
      : null,
  link: () => (field, path) => item(field, path, <LinkField />),
  color: () => (field, path) =>
    item(field, path, <ColorPicker format="hex" showText />, {
      getValueFromEvent: (color: { toHexString: () => string }) => color.toHexString(),
    }),
};

/** Renders any field of the schema (one renderer per type, nested ones through this). */
export const renderField: FieldRenderer = (field, path) =>
  RENDERERS[field.type](renderField)(field, path);
