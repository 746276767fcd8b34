import { Col, Form, Input, Row, Switch } from 'antd';
import { WholeNumberInput } from '@bestellwerk/admin-kit';
import {
  BUSY_LIMIT_MAX,
  BUSY_LIMIT_MIN,
  KITCHEN_STATIONS_MESSAGE,
  MAX_KITCHEN_STATIONS,
  MIN_KITCHEN_STATIONS,
  ORDER_KIND_LABELS,
} from '@bestellwerk/domain';

const SWITCHES = [
  { name: 'isTakeawayEnabled', label: ORDER_KIND_LABELS.takeaway },
  { name: 'isDeliveryEnabled', label: ORDER_KIND_LABELS.delivery },
  { name: 'isDineInEnabled', label: ORDER_KIND_LABELS['dine-in'] },
  { name: 'isTableSelectionEnabled', label: 'Tischauswahl bei Konsum vor Ort' },
  { name: 'isPreorderEnabled', label: 'Vorbestellungen außerhalb der Öffnungszeiten' },
  { name: 'isAppointmentRequired', label: 'Termin erforderlich' },
  { name: 'isQuotationRequired', label: 'Nur Angebotsanfragen (keine Bestellungen)' },
] as const;

/** Bestellarten: which order kinds the checkout offers and how orders are taken. */
export function OrderKindsSection() {
  return (
    <Row gutter={12}>
      {SWITCHES.map(({ name, label }) => (
        <Col key={name} xs={24} md={12}>
          <Form.Item name={name} label={label} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      ))}
      <Col xs={24} md={12}>
        <Form.Item
          name="maxOrdersPerSlot"
          label="Höchstens Bestellungen je 15 Minuten"
          extra="Leer: unbegrenzt"
        >
          <WholeNumberInput min={1} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="busyLimitMinutes"
          label="Automatisch pausieren ab Wartezeit (Minuten)"
          extra="Steigt die zugesagte Wartezeit für eine Bestellung über diesen Wert, pausiert der Shop Online-Bestellungen von selbst („Viel los“) und nimmt sie wieder an, sobald sie darunter fällt. Leer: nie automatisch."
        >
          <WholeNumberInput min={BUSY_LIMIT_MIN} max={BUSY_LIMIT_MAX} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="kitchenStations"
          label="Parallele Küchenplätze"
          extra="So viele Bestellungen bereitet die Küche gleichzeitig zu. Danach richtet sich die früheste Abhol- und Lieferzeit im Shop: je mehr offene Bestellungen, desto später."
          rules={[
            { required: true, message: KITCHEN_STATIONS_MESSAGE },
            {
              type: 'integer',
              min: MIN_KITCHEN_STATIONS,
              max: MAX_KITCHEN_STATIONS,
              message: KITCHEN_STATIONS_MESSAGE,
            },
          ]}
        >
          <WholeNumberInput min={MIN_KITCHEN_STATIONS} max={MAX_KITCHEN_STATIONS} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="preorderMarginMinutes"
          label="Vorlauf für Vorbestellungen (Minuten)"
          extra="So viele Minuten vor dem gewünschten Termin – zusätzlich zur Vorlaufzeit der Produkte – muss eine Vorbestellung bestätigt sein. Sonst gilt sie als nicht rechtzeitig bestätigt und der Kunde wird informiert. Der Zeitpunkt liegt nie vor der Öffnung."
          rules={[{ required: true, message: 'Bitte geben Sie den Vorlauf in Minuten an.' }]}
        >
          <WholeNumberInput min={0} max={1440} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="orderableFrom"
          label="Bestellbar ab"
          extra="Uhrzeit HH:mm; leer: ab Öffnung"
        >
          <Input placeholder="07:30" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item
          name="closedMessage"
          label="Hinweis, wenn geschlossen"
          extra="Wird im Shop gezeigt, solange die Filiale nicht bestellbar ist."
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </Col>
    </Row>
  );
}
