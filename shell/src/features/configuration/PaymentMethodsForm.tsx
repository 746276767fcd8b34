import { App as AntApp, Card, Col, Form, Row, Switch, Typography } from 'antd';
import { api, type ShopConfig } from '@bestellwerk/api-client';
import { ServerForm } from '@bestellwerk/admin-kit';
import {
  ONLINE_PAYMENT_METHODS,
  PAYMENT_CONFIG_FIELDS,
  PAYMENT_METHOD_LABELS,
  isPaymentOnInConfig,
  type PaymentMethod,
} from '@bestellwerk/domain';

const TITLE = 'Zahlungsarten';
const METHODS = Object.keys(PAYMENT_CONFIG_FIELDS) as PaymentMethod[];

/** The words where the two levels of a payment method meet (here and in the branch editor). */
const PAYMENT_LEVELS_CONFIG =
  'Hier schalten Sie eine Zahlungsart für alle Filialen ein; jede Filiale wählt dann, welche sie anbietet.';

type Values = Record<PaymentMethod, boolean>;

const valuesOf = (config: ShopConfig): Values =>
  Object.fromEntries(
    METHODS.map((method) => [method, isPaymentOnInConfig(method, config)]),
  ) as Values;

/**
 * Zahlungsarten: the one switch of each payment method for the whole shop. It sets every
 * switch the configuration keeps for the method (the plugin and its „aktiv“), so that on
 * means offered to the branches; each branch then picks its own among them (branch editor,
 * tab Zahlung).
 */
export function PaymentMethodsForm({
  config,
  onSaved,
}: {
  config: ShopConfig;
  onSaved: (saved: ShopConfig) => void;
}) {
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<Values>();
  const submit = (values: Values) =>
    api.config.save(
      Object.fromEntries(
        METHODS.flatMap((method) =>
          PAYMENT_CONFIG_FIELDS[method].map((field) => [field, !!values[method]]),
        ),
      ) as Partial<ShopConfig>,
    );
  return (
    <Card title={TITLE} role="region" aria-label={TITLE} data-testid="config-section-payments">
      <Typography.Paragraph type="secondary">{PAYMENT_LEVELS_CONFIG}</Typography.Paragraph>
      <ServerForm<Values>
        form={form}
        initialValues={valuesOf(config)}
        failureMessage="Die Zahlungsarten konnten nicht gespeichert werden."
        submit={submit}
        onSaved={(result) => {
          const saved = result as ShopConfig;
          form.setFieldsValue(valuesOf(saved));
          onSaved(saved);
          void message.success('Die Zahlungsarten wurden gespeichert.');
        }}
      >
        <Row gutter={16}>
          {METHODS.map((method) => (
            <Col key={method} xs={24} md={8}>
              <Form.Item
                name={method}
                label={PAYMENT_METHOD_LABELS[method]}
                valuePropName="checked"
                extra={
                  ONLINE_PAYMENT_METHODS.includes(method)
                    ? 'Online bezahlt; braucht die Zugangsdaten des Anbieters auf dem Server.'
                    : undefined
                }
              >
                <Switch />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </ServerForm>
    </Card>
  );
}
