import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App as AntApp, Button, Card, Col, Form, Input, InputNumber, Row, Switch } from 'antd';
import { api, type DeliveryArea } from '@bestellwerk/api-client';
import { ErrorList, ServerForm, useEntityState } from '@bestellwerk/admin-kit';
import {
  NEW_DELIVERY_AREA,
  toDeliveryAreasPayload,
  type DeliveryAreaRow,
} from './deliveryAreaForm';

const euro = {
  min: 0,
  step: 0.5,
  precision: 2,
  decimalSeparator: ',',
  suffix: '€',
  style: { width: '100%' },
};

/** The delivery areas of one branch, edited as one list and saved together. */
export function DeliveryAreasForm({ branchId }: { branchId: number }) {
  const { message } = AntApp.useApp();
  const areas = useEntityState<DeliveryArea[]>({
    load: () => api.deliveryAreas.list(branchId),
    loadError: 'Liefergebiete konnten nicht geladen werden.',
    keys: [branchId],
  });
  return (
    <div>
      <ErrorList errors={areas.errors} onDismiss={areas.dismiss} />
      {areas.data && (
        <ServerForm<{ deliveryAreas: DeliveryAreaRow[] }>
          key={`${branchId}-${JSON.stringify(areas.data)}`}
          initialValues={{ deliveryAreas: areas.data }}
          failureMessage="Die Liefergebiete konnten nicht gespeichert werden."
          submit={(values) =>
            api.deliveryAreas.save(branchId, toDeliveryAreasPayload(values.deliveryAreas))
          }
          onSaved={(saved) => {
            areas.setData(saved as DeliveryArea[]);
            void message.success('Die Liefergebiete wurden gespeichert.');
          }}
        >
          <Form.List name="deliveryAreas">
            {(rows, { add, remove }) => (
              <>
                {rows.length === 0 && (
                  <p style={{ color: '#888' }}>Diese Filiale hat noch keine Liefergebiete.</p>
                )}
                {rows.map((row, index) => (
                  <Card
                    key={row.key}
                    size="small"
                    style={{ marginBottom: 12 }}
                    data-testid={`delivery-area-${index}`}
                    title={`Liefergebiet ${index + 1}`}
                    extra={
                      <Button
                        size="small"
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={`Liefergebiet ${index + 1} entfernen`}
                        onClick={() => remove(row.name)}
                      />
                    }
                  >
                    <Form.Item name={[row.name, 'id']} hidden>
                      <Input />
                    </Form.Item>
                    <Row gutter={12}>
                      <Col xs={24} md={12}>
                        <Form.Item name={[row.name, 'area']} label="Gebiet (PLZ / Ort)">
                          <Input placeholder="8010 Graz" />
                        </Form.Item>
                      </Col>
                      <Col xs={12} md={6}>
                        <Form.Item name={[row.name, 'price']} label="Liefergebühr">
                          <InputNumber controls={false} {...euro} />
                        </Form.Item>
                      </Col>
                      <Col xs={12} md={6}>
                        <Form.Item name={[row.name, 'tax']} label="Steuer">
                          <InputNumber
                            controls={false}
                            min={0}
                            max={100}
                            precision={2}
                            decimalSeparator=","
                            suffix="%"
                          />
                        </Form.Item>
                      </Col>
                      <Col xs={8} md={6}>
                        <Form.Item name={[row.name, 'free']} label="Gratis" valuePropName="checked">
                          <Switch />
                        </Form.Item>
                      </Col>
                      <Col xs={16} md={9}>
                        <Form.Item
                          name={[row.name, 'freeFromOrderValue']}
                          label="Gratis ab Bestellwert"
                        >
                          <InputNumber controls={false} {...euro} placeholder="–" />
                        </Form.Item>
                      </Col>
                      <Col xs={24} md={9}>
                        <Form.Item
                          name={[row.name, 'minimumOrderValue']}
                          label="Mindestbestellwert"
                        >
                          <InputNumber controls={false} {...euro} placeholder="–" />
                        </Form.Item>
                      </Col>
                    </Row>
                  </Card>
                ))}
                <Button
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => add({ ...NEW_DELIVERY_AREA })}
                  style={{ marginBottom: 16, display: 'block' }}
                >
                  Liefergebiet hinzufügen
                </Button>
              </>
            )}
          </Form.List>
        </ServerForm>
      )}
    </div>
  );
}
