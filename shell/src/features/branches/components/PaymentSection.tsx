import { Col, Form, InputNumber, Row, Switch, Typography } from 'antd';
import { api, type ShopConfig } from '@bestellwerk/api-client';
import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';
import {
  PAYMENT_BRANCH_FIELDS,
  PAYMENT_METHOD_LABELS,
  isPaymentOnInConfig,
  type PaymentMethod,
} from '@bestellwerk/domain';

/** The words where the two levels of a payment method meet (here and in the configuration). */
const PAYMENT_LEVELS_BRANCH =
  'Zahlungsarten, die in der Konfiguration ausgeschaltet sind, stehen hier nicht zur Wahl.';

/**
 * Zahlung: the payment methods this branch offers, among those the configuration switches on
 * for all branches (isPaymentOnInConfig, the rule the checkout and the order check use). A
 * method switched off there shows as off and cannot be chosen; the branch's own choice is
 * kept for when it is switched on again.
 */
export function PaymentSection() {
  const config = useEntityState<ShopConfig>({
    load: () => api.config.get(),
    loadError: 'Die Zahlungsarten der Konfiguration konnten nicht geladen werden.',
  });
  return (
    <>
      <Typography.Paragraph type="secondary">
        {PAYMENT_LEVELS_BRANCH} Eine Zahlungsart erscheint im Checkout, wenn sie in der
        Konfiguration und hier eingeschaltet ist.
      </Typography.Paragraph>
      <ErrorList errors={config.errors} onDismiss={config.dismiss} />
      <Row gutter={12}>
        {(Object.keys(PAYMENT_BRANCH_FIELDS) as PaymentMethod[]).map((method) => {
          const offered = config.data ? isPaymentOnInConfig(method, config.data) : true;
          return (
            <Col key={method} xs={24} md={12}>
              {offered ? (
                <Form.Item
                  name={PAYMENT_BRANCH_FIELDS[method]}
                  label={PAYMENT_METHOD_LABELS[method]}
                  valuePropName="checked"
                >
                  <Switch disabled={!config.data} />
                </Form.Item>
              ) : (
                <Form.Item
                  label={PAYMENT_METHOD_LABELS[method]}
                  extra="In der Konfiguration ausgeschaltet"
                >
                  <Switch
                    checked={false}
                    disabled
                    aria-label={`${PAYMENT_METHOD_LABELS[method]} (in der Konfiguration ausgeschaltet)`}
                  />
                  {/* The branch's own choice, sent unchanged. */}
                  <Form.Item name={PAYMENT_BRANCH_FIELDS[method]} valuePropName="checked" noStyle>
                    <Switch style={{ display: 'none' }} />
                  </Form.Item>
                </Form.Item>
              )}
            </Col>
          );
        })}
      </Row>
      <Form.Item
        name="maximumOrderValue"
        label="Höchstbestellwert"
        extra="Online-Bestellungen über diesem Gesamtbetrag lehnt der Shop ab (Schutz vor Tippfehlern wie 99 999 Stück). Leer: keine Grenze."
      >
        <InputNumber
          controls={false}
          min={1}
          max={100000}
          precision={2}
          step={50}
          suffix="€"
          style={{ width: 200 }}
        />
      </Form.Item>
    </>
  );
}
