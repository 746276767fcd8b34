import { act, fireEvent, render, screen } from '@testing-library/react';
import { App as AntApp, Form } from 'antd';
import type { OpeningHourRule } from '@bestellwerk/api-client';
import { clipboard } from '@bestellwerk/admin-kit';
import { HoursClipboard } from './HoursClipboard';

const WIEN: OpeningHourRule[] = [{ type: 'daily', from: '10:00', to: '22:00', isClosed: false }];

function BranchHours({
  initial,
  onValues,
}: {
  initial: OpeningHourRule[];
  onValues: (v: unknown) => void;
}) {
  const [form] = Form.useForm();
  return (
    <AntApp>
      <Form
        form={form}
        initialValues={{ deliveryHours: initial }}
        onValuesChange={(_c, all) => onValues(all)}
      >
        <Form.Item name="deliveryHours" hidden>
          <input />
        </Form.Item>
        <HoursClipboard name="deliveryHours" noun="Lieferzeiten" />
        <button type="button" onClick={() => onValues(form.getFieldsValue(true))}>
          Werte
        </button>
      </Form>
    </AntApp>
  );
}

// antd's first render in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

describe('the delivery hours clipboard', () => {
  beforeEach(() => sessionStorage.clear());

  it("copies one branch's delivery hours and pastes them into another branch", async () => {
    const first = render(<BranchHours initial={WIEN} onValues={() => {}} />);
    expect(screen.queryByText('Lieferzeiten einfügen')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByText('Lieferzeiten kopieren'));
    });
    first.unmount();

    let values: unknown;
    render(<BranchHours initial={[]} onValues={(v) => (values = v)} />);
    await act(async () => {
      fireEvent.click(screen.getByText('Lieferzeiten einfügen'));
    });
    fireEvent.click(screen.getByText('Werte'));
    expect(values).toEqual({ deliveryHours: WIEN });
    // Its own context: the opening hours' clipboard item is untouched.
    expect(clipboard('openingHours').paste()).toBeUndefined();
  });
});
