import {
  CLOSED_BANNER_TEXT,
  NO_DELIVERY_ERROR_TEXT,
  ORDER_KIND_LABELS,
  PREORDER_LATER_TEXT,
  type OrderType,
} from '@bestellwerk/domain';
import type { CheckoutForm } from '../../hooks/useCheckoutForm';
import { Field, Section } from '../CheckoutFields';

/** Checkout 1: the order type, the closed/preorder note, and the table for dine-in. */
export function OrderTypeSection({ form }: { form: CheckoutForm }) {
  const { branch, orderType, types, open, tables, draft, fieldErrors, set, setOrderType } = form;
  return (
    <Section title="Art der Bestellung">
      <Field label="Art der Lieferung" name="orderType" error={fieldErrors.get('orderType')}>
        {(id, describedBy) => (
          <select
            id={id}
            value={orderType}
            aria-describedby={describedBy}
            onChange={(event) => setOrderType(event.target.value as OrderType)}
          >
            {types.map((type) => (
              <option key={type} value={type}>
                {ORDER_KIND_LABELS[type]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {!open && !branch.isQuotationRequired ? (
        <p className="checkout__warning" role="status">
          {orderType === 'delivery' ? NO_DELIVERY_ERROR_TEXT : CLOSED_BANNER_TEXT}
          {branch.isPreorderEnabled ? ` ${PREORDER_LATER_TEXT}` : ''}
        </p>
      ) : null}
      {orderType === 'dine-in' && branch.isTableSelectionEnabled ? (
        <Field label="Tisch" name="table" required error={fieldErrors.get('table')}>
          {(id, describedBy) => (
            <select
              id={id}
              required
              aria-invalid={fieldErrors.has('table') || undefined}
              aria-describedby={describedBy}
              value={draft.tableId ?? ''}
              onChange={(event) =>
                set('tableId', event.target.value ? Number(event.target.value) : null)
              }
            >
              <option value="">Bitte wählen</option>
              {tables.map((table) => (
                <option key={table.id} value={table.id}>
                  Tisch {table.identifier}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
    </Section>
  );
}
