import { Checkbox, Form, Typography } from 'antd';
import { ORDER_KIND_LABELS, ORDER_TYPES } from '@bestellwerk/domain';
import { REQUIRED_FIELDS, requiredFlag } from '../state/branchForm';

const cell = { padding: '6px 8px', textAlign: 'center' as const };

/** Pflichtfelder: per order kind, which contact data the checkout demands. */
export function RequiredFieldsSection() {
  return (
    <>
      <Typography.Paragraph type="secondary">
        Welche Angaben die Kundschaft im Checkout machen muss. Vor- und Nachname sind immer Pflicht,
        die Lieferadresse bei Lieferung ebenso.
      </Typography.Paragraph>
      <div style={{ overflowX: 'auto', marginBottom: 24 }}>
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              <th style={{ ...cell, textAlign: 'left' }}>Angabe</th>
              {ORDER_TYPES.map((type) => (
                <th key={type} style={cell}>
                  {ORDER_KIND_LABELS[type]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {REQUIRED_FIELDS.map((field) => (
              <tr key={field.key} style={{ borderTop: '1px solid #eef0ee' }}>
                <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 500 }}>
                  {field.label}
                </th>
                {ORDER_TYPES.map((type) => (
                  <td key={type} style={cell}>
                    <Form.Item
                      name={requiredFlag(type, field.key)}
                      valuePropName="checked"
                      style={{ marginBottom: 0 }}
                    >
                      <Checkbox
                        aria-label={`${field.label} bei ${ORDER_KIND_LABELS[type]} verlangen`}
                      />
                    </Form.Item>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
