import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Form, InputNumber, Modal, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { api } from '@bestellwerk/api-client';
import {
  LABEL_GRIDS,
  labelSheetProblems,
  labelsPerSheet,
  MAX_LABEL_COPIES,
  type LabelLayout,
} from '@bestellwerk/domain';
import { useEntityState } from '@bestellwerk/admin-kit';
import { ERRORS } from '../../../shared/errors';
import { labelSheetDocument } from '../state/labelSheet';

const LAYOUTS = Object.keys(LABEL_GRIDS) as LabelLayout[];

/** Prints a document through a hidden frame (the back office stays where it is). */
function printDocument(html: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
  frame.onload = () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    setTimeout(() => frame.remove(), 60_000);
  };
  frame.srcdoc = html;
  document.body.appendChild(frame);
}

/**
 * „Etiketten drucken“: shelf labels for the active products of a category or a choice of
 * products, on sheets of the compact (12 × 4) or the detail (5 × 2) grid, starting at the
 * first free label of a sheet already used. The preview is the very document that prints.
 */
export function LabelPrintDialog(props: {
  open: boolean;
  onClose: () => void;
  categories: { value: number; label: string }[];
}) {
  const [layout, setLayout] = useState<LabelLayout>('compact');
  const [category, setCategory] = useState<number | undefined>();
  const [chosen, setChosen] = useState<number[]>([]);
  const [copies, setCopies] = useState<number | null>(1);
  const [firstPosition, setFirstPosition] = useState<number | null>(1);
  const products = useEntityState({
    load: () => api.products.list({ perPage: 500, sort: 'name', isEnabled: true, category }),
    loadError: ERRORS.products.load,
    keys: [category],
    enabled: props.open,
  });
  const all = products.data?.items ?? [];
  const printed = chosen.length ? all.filter((product) => chosen.includes(product.id)) : all;
  const options = { copies: copies ?? 0, firstPosition: firstPosition ?? 0 };
  const problems = labelSheetProblems(layout, options);
  const doc = problems.length ? null : labelSheetDocument(printed, layout, options);

  return (
    <Modal
      open={props.open}
      title="Etiketten drucken"
      onCancel={props.onClose}
      width={880}
      okText={
        doc?.sheets ? `${doc.sheets} ${doc.sheets === 1 ? 'Blatt' : 'Blätter'} drucken` : 'Drucken'
      }
      okButtonProps={{ icon: <PrinterOutlined aria-hidden />, disabled: !doc?.sheets }}
      onOk={() => doc && printDocument(doc.html)}
      cancelText="Schließen"
    >
      <Form layout="vertical">
        <Form.Item label="Format">
          <Radio.Group
            value={layout}
            onChange={(event) => setLayout(event.target.value as LabelLayout)}
            options={LAYOUTS.map((value) => ({ value, label: LABEL_GRIDS[value].label }))}
          />
        </Form.Item>
        <Space wrap size="middle" style={{ width: '100%' }}>
          <Form.Item label="Kategorie" htmlFor="labels-category" style={{ minWidth: 220 }}>
            <Select
              id="labels-category"
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder="Alle Kategorien"
              value={category}
              onChange={(value: number | undefined) => {
                setCategory(value);
                setChosen([]);
              }}
              options={props.categories}
            />
          </Form.Item>
          <Form.Item label="Anzahl je Produkt" htmlFor="labels-copies">
            <InputNumber
              id="labels-copies"
              min={1}
              max={MAX_LABEL_COPIES}
              value={copies}
              onChange={setCopies}
            />
          </Form.Item>
          <Form.Item
            label="Erste freie Position"
            htmlFor="labels-first"
            tooltip="Für ein Blatt, von dem schon Etiketten abgezogen sind: die Nummer des ersten freien Etiketts, zeilenweise gezählt."
          >
            <InputNumber
              id="labels-first"
              min={1}
              max={labelsPerSheet(layout)}
              value={firstPosition}
              onChange={setFirstPosition}
            />
          </Form.Item>
        </Space>
        <Form.Item
          label="Produkte"
          htmlFor="labels-products"
          extra="Ohne Auswahl alle aktiven Produkte der Kategorie."
        >
          <Select
            id="labels-products"
            mode="multiple"
            allowClear
            loading={products.loading}
            placeholder="Alle aktiven Produkte"
            value={chosen}
            onChange={setChosen}
            optionFilterProp="label"
            options={all.map((product) => ({ value: product.id, label: product.name }))}
          />
        </Form.Item>
      </Form>
      {problems.length ? <Alert type="warning" title={problems.join(' ')} showIcon /> : null}
      {doc ? (
        <>
          <Typography.Paragraph type="secondary">
            {doc.labels} {doc.labels === 1 ? 'Etikett' : 'Etiketten'} auf {doc.sheets}{' '}
            {doc.sheets === 1 ? 'Blatt' : 'Blättern'} (A4, {labelsPerSheet(layout)} je Blatt).
          </Typography.Paragraph>
          <div
            style={{
              height: 420,
              overflow: 'hidden',
              border: '1px solid #d9d9d9',
              background: '#f5f5f5',
            }}
          >
            <iframe
              title="Vorschau der Etiketten"
              srcDoc={doc.html}
              style={{
                width: '210mm',
                height: '297mm',
                border: 0,
                transform: 'scale(0.5)',
                transformOrigin: 'top left',
              }}
            />
          </div>
        </>
      ) : null}
    </Modal>
  );
}
