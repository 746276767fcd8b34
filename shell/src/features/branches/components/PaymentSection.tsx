import { Col, Form, InputNumber, Row, Switch, Typography } from 'antd';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@bestellwerk/domain';

const FLAGS: Record<PaymentMethod, string> = {
  cash: 'isCashEnabled',
  'atm-card': 'isATMCardEnabled',
  'hydro-ag-voucher': 'isHydroAGVoucherEnabled',
  mollie: 'isMollieEnabled',
  datatrans: 'isDatatransEnabled',
};

/** Zahlung: the payment methods this branch accepts. */
export function PaymentSection() {
  return (
    <>
      <Typography.Paragraph type="secondary">
        Eine Zahlungsart erscheint im Checkout, wenn sie hier und in der Konfiguration eingeschaltet
        ist (Mollie und Datatrans zusätzlich mit den Zugangsdaten des Anbieters).
      </Typography.Paragraph>
      <Row gutter={12}>
        {(Object.keys(FLAGS) as PaymentMethod[]).map((method) => (
          <Col key={method} xs={24} md={12}>
            <Form.Item
              name={FLAGS[method]}
              label={PAYMENT_METHOD_LABELS[method]}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item
        name="maximumOrderValue"
        label="Höchstbestellwert"
        extra="Online-Bestellungen über diesem Gesamtbetrag lehnt der Shop ab (Schutz vor Tippfehlern wie 99 999 Stück). Leer: keine Grenze."
      >
        <InputNumber
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
