import { InputNumber, Select, Space } from 'antd';
import type { OrderItem } from '@bestellwerk/api-client';
import { unitShortName } from '@bestellwerk/domain';

export type ItemChange = { amount: number } | { unit: string };

/**
 * A line's amount, and its unit where the product has alternative units. Staff correct a
 * line on the phone's word; the server checks, converts (a new unit: 12 Stk. become
 * 1 Pkg.) and prices it, and the field then shows the server's amount.
 */
export function ItemAmountField({
  item,
  onChange,
}: {
  item: OrderItem;
  onChange: (change: ItemChange, done: string) => void;
}) {
  const units = item.units ?? [];
  const switchable = units.length > 1;
  return (
    <Space.Compact size="small">
      <InputNumber
        controls={false}
        // A new key after each change: the field shows the server's amount.
        key={`${item.unit}:${item.amount}`}
        aria-label={`Menge von „${item.name}“`}
        size="small"
        min={0}
        decimalSeparator=","
        defaultValue={item.amount}
        suffix={switchable ? undefined : item.unitShort}
        style={{ width: 110 }}
        onBlur={(event) => {
          const amount = Number(event.target.value.replace(',', '.'));
          if (!Number.isFinite(amount) || amount === item.amount) return;
          onChange({ amount }, `Menge von „${item.name}“ geändert.`);
        }}
      />
      {switchable && (
        <Select
          aria-label={`Einheit von „${item.name}“`}
          size="small"
          value={item.unit}
          style={{ width: 90 }}
          options={units.map((unit) => ({ value: unit, label: unitShortName(unit) }))}
          onChange={(unit) => onChange({ unit }, `Einheit von „${item.name}“ geändert.`)}
        />
      )}
    </Space.Compact>
  );
}
