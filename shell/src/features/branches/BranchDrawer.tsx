import {
  App as AntApp,
  Button,
  Col,
  Divider,
  Drawer,
  Flex,
  Form,
  Grid,
  Input,
  Row,
  Switch,
} from 'antd';
import { api, type Branch } from '@bestellwerk/api-client';
import {
  ErrorList,
  ScheduleField,
  ServerForm,
  useClipboard,
  useEntityState,
} from '@bestellwerk/admin-kit';

const FLAGS: { name: keyof Branch & string; label: string }[] = [
  { name: 'isPublic', label: 'Öffentlich sichtbar' },
  { name: 'isTakeawayEnabled', label: 'Abholung' },
  { name: 'isDeliveryEnabled', label: 'Lieferung' },
  { name: 'isDineInEnabled', label: 'Vor Ort' },
  { name: 'isPreorderEnabled', label: 'Vorbestellung' },
];

/**
 * One branch to edit: address, order kinds and the opening hours (rules in order — daily,
 * then weekdays override, one-time rules for a date). The server validates; its errors
 * appear under the fields, e.g. „Von“ of the third rule.
 */
export function BranchDrawer({
  branchId,
  onClose,
  onSaved,
}: {
  branchId: number | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const screens = Grid.useBreakpoint();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<Partial<Branch>>();
  const hours = useClipboard<Branch['openingHours']>('openingHours');
  const branch = useEntityState<Branch>({
    load: () => api.branches.get(branchId!),
    loadError: 'Die Filiale konnte nicht geladen werden.',
    keys: [branchId],
    enabled: branchId !== null,
  });
  const current = branch.data?.id === branchId ? branch.data : undefined;
  return (
    <Drawer
      open={branchId !== null}
      onClose={onClose}
      size={screens.md ? 640 : '100%'}
      title={current ? `Filiale „${current.name}“` : 'Filiale'}
      loading={!current && branch.loading}
      destroyOnHidden
    >
      <ErrorList errors={branch.errors} onDismiss={branch.dismiss} />
      {current && (
        <ServerForm<Partial<Branch>>
          form={form}
          key={current.id}
          initialValues={current}
          failureMessage="Die Filiale konnte nicht aktualisiert werden."
          submit={(values) => api.branches.update(current.id, values)}
          onSaved={(saved) => {
            branch.setData(saved as Branch);
            void message.success('Die Filiale wurde gespeichert.');
            onSaved();
          }}
        >
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Form.Item name="name" label="Name">
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="street" label="Straße">
                <Input />
              </Form.Item>
            </Col>
            <Col xs={8} md={6}>
              <Form.Item name="zipCode" label="PLZ">
                <Input />
              </Form.Item>
            </Col>
            <Col xs={16} md={6}>
              <Form.Item name="city" label="Ort">
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="phone" label="Telefon">
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="email" label="E-Mail">
                <Input />
              </Form.Item>
            </Col>
          </Row>
          <Flex wrap gap={16}>
            {FLAGS.map(({ name, label }) => (
              <Form.Item key={name} name={name} label={label} valuePropName="checked">
                <Switch />
              </Form.Item>
            ))}
          </Flex>
          <Divider titlePlacement="start">Öffnungszeiten</Divider>
          <ScheduleField name="openingHours" />
          {/* backoffice-api.md §2: the same hours for another branch, via the local clipboard. */}
          <Flex gap={8} wrap style={{ marginBottom: 12 }}>
            <Button
              size="small"
              onClick={() => {
                hours.copy(form.getFieldValue('openingHours') ?? []);
                void message.success('Öffnungszeiten kopiert.');
              }}
            >
              Öffnungszeiten kopieren
            </Button>
            {hours.item && (
              <Button size="small" onClick={() => form.setFieldValue('openingHours', hours.item)}>
                Öffnungszeiten einfügen
              </Button>
            )}
          </Flex>
          <Divider titlePlacement="start">Lieferzeiten</Divider>
          <Form.Item
            name="isDeliveryHoursEnabled"
            label="Eigene Lieferzeiten (sonst gelten die Öffnungszeiten)"
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          <Form.Item noStyle shouldUpdate>
            {(form) =>
              form.getFieldValue('isDeliveryHoursEnabled') ? (
                <ScheduleField
                  name="deliveryHours"
                  ruleLabel="Lieferzeit"
                  addLabel="Lieferzeit hinzufügen"
                />
              ) : null
            }
          </Form.Item>
        </ServerForm>
      )}
    </Drawer>
  );
}
