import { Checkbox, Form, Input, InputNumber, Select, Space } from 'antd';
import { COUNTRY_LABELS, FEDERAL_STATES, WEEKDAYS, type HolidayCountry } from '../state/contracts';

const COUNTRY_OPTIONS = (Object.keys(COUNTRY_LABELS) as HolidayCountry[]).map((country) => ({
  value: country,
  label: COUNTRY_LABELS[country],
}));

const stateOptions = (country: HolidayCountry | undefined) => [
  { value: '', label: 'Nur bundesweite Feiertage' },
  ...Object.entries(FEDERAL_STATES[country ?? 'AT']).map(([value, label]) => ({ value, label })),
];

/** The fields of a contract; the server checks each and answers in German under it. */
export function ContractFields() {
  const form = Form.useFormInstance();
  return (
    <>
      <Form.Item name="validFrom" label="Gültig ab">
        <Input type="date" />
      </Form.Item>
      <Form.Item
        name="weeklyHours"
        label="Wochenstunden"
        extra="Die Sollzeit verteilt sich gleichmäßig auf die Arbeitstage."
      >
        <InputNumber min={0} max={60} step={0.5} decimalSeparator="," suffix="h" />
      </Form.Item>
      <Form.Item name="workingDays" label="Arbeitstage">
        <Checkbox.Group options={WEEKDAYS} />
      </Form.Item>
      <Form.Item name="holidayDaysPerYear" label="Urlaubstage pro Jahr">
        <InputNumber min={0} max={60} />
      </Form.Item>
      <Space wrap align="start">
        <Form.Item name="holidayCountry" label="Land (Feiertage)">
          <Select
            options={COUNTRY_OPTIONS}
            style={{ minWidth: 160 }}
            onChange={() => form.setFieldValue('holidayState', '')}
          />
        </Form.Item>
        <Form.Item noStyle dependencies={['holidayCountry']}>
          {({ getFieldValue }) => (
            <Form.Item name="holidayState" label="Bundesland">
              <Select
                options={stateOptions(getFieldValue('holidayCountry') as HolidayCountry)}
                style={{ minWidth: 220 }}
              />
            </Form.Item>
          )}
        </Form.Item>
      </Space>
      <Space wrap align="start">
        <Form.Item
          name="openingOvertimeHours"
          label="Übertrag Überstunden"
          extra="Stunden von vor der Zeiterfassung hier; minus für Minusstunden."
        >
          <InputNumber min={-1666} max={1666} step={0.5} decimalSeparator="," suffix="h" />
        </Form.Item>
        <Form.Item name="openingHolidayDays" label="Übertrag Urlaubstage">
          <InputNumber min={-100} max={200} step={0.5} decimalSeparator="," />
        </Form.Item>
      </Space>
    </>
  );
}
