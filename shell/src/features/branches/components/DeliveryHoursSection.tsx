import { Form, Switch } from 'antd';
import { ScheduleField } from '@bestellwerk/admin-kit';
import { HoursClipboard } from './HoursClipboard';

/** Lieferzeiten: the branch's own delivery hours, or the opening hours when switched off. */
export function DeliveryHoursSection() {
  return (
    <>
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
            <>
              <ScheduleField
                name="deliveryHours"
                ruleLabel="Lieferzeit"
                addLabel="Lieferzeit hinzufügen"
              />
              <HoursClipboard name="deliveryHours" noun="Lieferzeiten" />
            </>
          ) : null
        }
      </Form.Item>
    </>
  );
}
