import { ColorPicker, Form, type FormItemProps } from 'antd';

/** A colour as the API keeps it, '#RRGGBB' (no alpha: the server takes only that). */
export function ColorField(props: FormItemProps) {
  return (
    <Form.Item
      {...props}
      getValueFromEvent={(color: { toHexString: () => string }) => color.toHexString()}
    >
      <ColorPicker format="hex" showText disabledAlpha />
    </Form.Item>
  );
}
