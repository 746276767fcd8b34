import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Divider, Flex, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { WholeNumberInput } from '@bestellwerk/admin-kit';
import type { Tag } from '@bestellwerk/api-client';
import { allergenLegendText } from '@bestellwerk/domain';
import {
  CALCULATION_OPTIONS,
  LEAD_TIME_OPTIONS,
  PRODUCT_TYPE_OPTIONS,
  UNIT_OPTIONS,
} from '../state/labels';
import type { ProductFormValues } from '../state/productForm';

/*
 * The sections of the product form (storefront.md §3 Product), each a part of the one
 * ServerForm in ProductDrawer: they read the form through its context, so the server's
 * errors still land under their fields.
 */

const FLAGS: { name: keyof ProductFormValues & string; label: string }[] = [
  { name: 'isEnabled', label: 'Aktiv' },
  { name: 'isPriceHidden', label: 'Preis ausblenden' },
  { name: 'isVisibleWhenUnavailable', label: 'Sichtbar, wenn nicht verfügbar' },
  { name: 'isStepByStep', label: 'Schritt für Schritt' },
];

const quantity = { min: 0, step: 1, style: { width: '100%' } } as const;

/** Name, type, description, allergens, tags and the switches. */
export function BasicsSection({ tags }: { tags: Tag[] }) {
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} md={14}>
          <Form.Item name="name" label="Name">
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item name="type" label="Typ">
            <Select options={PRODUCT_TYPE_OPTIONS} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="description" label="Beschreibung">
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="allergens"
            label="Allergene"
            extra={`z. B. A, C, G — ${allergenLegendText()}`}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="tags" label="Tags">
            <Select
              mode="multiple"
              allowClear
              optionFilterProp="label"
              options={tags.map((tag) => ({
                value: tag.id,
                label: tag.name,
              }))}
            />
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
    </>
  );
}

/** Price, calculation model and the three tax rates. */
export function PriceSection() {
  return (
    <>
      <Divider titlePlacement="start">Preis und Steuern</Divider>
      <Row gutter={12}>
        <Col xs={12} md={6}>
          <Form.Item name="price" label="Preis">
            <InputNumber
              controls={false}
              min={0}
              step={0.1}
              precision={2}
              decimalSeparator=","
              suffix="€"
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="calculationModel" label="Berechnung">
            <Select options={CALCULATION_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={8} md={4}>
          <Form.Item name="tax" label="MwSt." tooltip="Steuersatz für Lieferung">
            <InputNumber controls={false} min={0} max={100} suffix="%" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={8} md={4}>
          <Form.Item name="dineInTax" label="Vor Ort" tooltip="MwSt. beim Essen vor Ort">
            <InputNumber controls={false} min={0} max={100} suffix="%" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={8} md={4}>
          <Form.Item name="takeawayTax" label="Abholung" tooltip="MwSt. bei Abholung">
            <InputNumber controls={false} min={0} max={100} suffix="%" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

/** The main unit with its quantities, and the alternative units. */
export function UnitsSection() {
  const form = Form.useFormInstance<ProductFormValues>();
  const unitKeys = Form.useWatch(['alternativeUnits'], form) ?? [];
  const mainUnit = Form.useWatch('unit', form);
  return (
    <>
      <Divider titlePlacement="start">Einheiten und Mengen</Divider>
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item name="unit" label="Einheit">
            <Select options={UNIT_OPTIONS} showSearch optionFilterProp="label" />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="defaultUnit" label="Standardeinheit">
            <Select
              allowClear
              placeholder="Haupteinheit"
              options={UNIT_OPTIONS.filter(
                (option) =>
                  option.value === mainUnit ||
                  unitKeys.some((entry) => entry?.unit === option.value),
              )}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="defaultQuantity" label="Standardmenge">
            <InputNumber controls={false} {...quantity} />
          </Form.Item>
        </Col>
        <Col xs={8}>
          <Form.Item name="minimumQuantity" label="Mindestmenge">
            <InputNumber controls={false} {...quantity} />
          </Form.Item>
        </Col>
        <Col xs={8}>
          <Form.Item name="maximumQuantity" label="Höchstmenge">
            <InputNumber controls={false} {...quantity} placeholder="unbegrenzt" />
          </Form.Item>
        </Col>
        <Col xs={8}>
          <Form.Item name="quantityStepSize" label="Schrittweite">
            <InputNumber controls={false} {...quantity} />
          </Form.Item>
        </Col>
      </Row>
      <Form.List name="alternativeUnits">
        {(units, { add, remove }) => (
          <Flex vertical gap={8}>
            {units.map((unit, index) => (
              <Row key={unit.key} gutter={8} align="bottom" data-testid={`unit-${index}`}>
                <Col xs={12} md={5}>
                  <Form.Item name={[unit.name, 'unit']} label={`Alternative Einheit ${index + 1}`}>
                    <Select options={UNIT_OPTIONS} showSearch optionFilterProp="label" />
                  </Form.Item>
                </Col>
                <Col xs={12} md={4}>
                  <Form.Item
                    name={[unit.name, 'ratio']}
                    label="Umrechnungsfaktor"
                    tooltip="1 Haupteinheit = Faktor × diese Einheit"
                  >
                    <InputNumber controls={false} min={0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={8} md={3}>
                  <Form.Item name={[unit.name, 'minimumQuantity']} label="Min.">
                    <InputNumber controls={false} {...quantity} />
                  </Form.Item>
                </Col>
                <Col xs={8} md={3}>
                  <Form.Item name={[unit.name, 'maximumQuantity']} label="Max.">
                    <InputNumber controls={false} {...quantity} />
                  </Form.Item>
                </Col>
                <Col xs={8} md={3}>
                  <Form.Item name={[unit.name, 'quantityStepSize']} label="Schritt">
                    <InputNumber controls={false} {...quantity} />
                  </Form.Item>
                </Col>
                <Col xs={18} md={4}>
                  <Form.Item name={[unit.name, 'calculationModel']} label="Berechnung">
                    <Select options={CALCULATION_OPTIONS} />
                  </Form.Item>
                </Col>
                <Col xs={6} md={2}>
                  <Form.Item label=" ">
                    <Button
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={`Alternative Einheit ${index + 1} entfernen`}
                      onClick={() => remove(unit.name)}
                    />
                  </Form.Item>
                </Col>
              </Row>
            ))}
            <Button
              icon={<PlusOutlined aria-hidden />}
              style={{ alignSelf: 'flex-start', marginBottom: 16 }}
              onClick={() =>
                add({
                  unit: 'piece',
                  ratio: 1,
                  minimumQuantity: 1,
                  quantityStepSize: 1,
                  calculationModel: 'fixed',
                })
              }
            >
              Alternative Einheit hinzufügen
            </Button>
          </Flex>
        )}
      </Form.List>
    </>
  );
}

/** Whether the product needs a lead time, and how long. */
export function LeadTimeSection() {
  const leadTime = Form.useWatch('isLeadTimeEnabled', Form.useFormInstance<ProductFormValues>());
  return (
    <>
      <Divider titlePlacement="start">Vorlaufzeit</Divider>
      <Flex wrap gap={12} align="start">
        <Form.Item name="isLeadTimeEnabled" label="Vorlaufzeit" valuePropName="checked">
          <Switch />
        </Form.Item>
        {leadTime && (
          <>
            <Form.Item name="leadTimeValue" label="Dauer">
              <WholeNumberInput min={1} style={{ width: 100 }} />
            </Form.Item>
            <Form.Item name="leadTimeType" label="Einheit">
              <Select options={LEAD_TIME_OPTIONS} style={{ width: 140 }} />
            </Form.Item>
          </>
        )}
      </Flex>
    </>
  );
}
