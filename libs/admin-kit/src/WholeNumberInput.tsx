import { InputNumber, type InputNumberProps } from 'antd';

/**
 * A field for a whole number (minutes, places, seats, pixels): no spinner buttons, no
 * decimals, the column's full width unless a width is given. The back office's forms use
 * it instead of repeating InputNumber's props; a form item's rules and messages stay there.
 */
export function WholeNumberInput({ style, ...props }: Omit<InputNumberProps<number>, 'precision'>) {
  return (
    <InputNumber<number>
      controls={false}
      precision={0}
      style={{ width: '100%', ...style }}
      {...props}
    />
  );
}
