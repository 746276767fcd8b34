import { CLEARABLE } from '@bestellwerk/admin-kit';
import { Form, Input } from 'antd';

/**
 * Vorname, Nachname, E-Mail and optionally Telefon: the same fields in every form about a
 * person (users, customers, external users).
 */
export function PersonFields({
  phone = false,
  clearable = false,
}: {
  /** Adds the phone field. */
  phone?: boolean;
  /** E-mail and phone may be emptied with one click (optional contact data). */
  clearable?: boolean;
}) {
  return (
    <>
      <Form.Item name="firstName" label="Vorname">
        <Input />
      </Form.Item>
      <Form.Item name="lastName" label="Nachname">
        <Input />
      </Form.Item>
      <Form.Item name="email" label="E-Mail">
        <Input type="email" allowClear={clearable && CLEARABLE} />
      </Form.Item>
      {phone && (
        <Form.Item name="phone" label="Telefon">
          <Input type="tel" allowClear={clearable && CLEARABLE} />
        </Form.Item>
      )}
    </>
  );
}
