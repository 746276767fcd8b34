import { fireEvent, render, screen } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import type { OpeningHourRule } from '@bestellwerk/api-client';
import { ScheduleField } from './ScheduleField';

jest.setTimeout(20_000);

const HOURS: OpeningHourRule[] = [
  { type: 'daily', from: '08:00', to: '18:00', isClosed: false },
  { type: 'sunday', from: '', to: '', isClosed: true },
];

function Hours({ onForm }: { onForm: (form: FormInstance) => void }) {
  const [form] = Form.useForm();
  onForm(form);
  return (
    <Form form={form} initialValues={{ openingHours: HOURS }}>
      <ScheduleField name="openingHours" />
    </Form>
  );
}

describe('the opening-hours switch', () => {
  it('is on for a rule that is open and off for a closed day', () => {
    render(<Hours onForm={() => undefined} />);
    const daily = screen.getByRole('switch', { name: 'Geöffnet (Regel 1)' });
    const sunday = screen.getByRole('switch', { name: 'Geöffnet (Regel 2)' });
    expect(daily.getAttribute('aria-checked')).toBe('true');
    expect(sunday.getAttribute('aria-checked')).toBe('false');
  });

  it('switched off closes the day, and the API still gets isClosed', () => {
    let form: FormInstance | undefined;
    render(<Hours onForm={(given) => (form = given)} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Geöffnet (Regel 1)' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Geöffnet (Regel 2)' }));
    expect(
      (form!.getFieldValue('openingHours') as OpeningHourRule[]).map((rule) => rule.isClosed),
    ).toEqual([true, false]);
  });
});
