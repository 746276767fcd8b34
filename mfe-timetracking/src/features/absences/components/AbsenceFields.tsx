import { Checkbox, DatePicker, Flex, Form, Input, Select } from 'antd';
import { ErrorList } from '@bestellwerk/admin-kit';
import { useUserOptions } from '../../../shared/useUserOptions';
import { ABSENCE_KIND_OPTIONS } from '../state/absenceForm';

const DATE_FORMAT = 'DD.MM.YYYY';

/**
 * An absence's fields; the server checks each and answers in German under it. The employee
 * of an existing absence stays (the server keeps it), so the select is then read-only.
 */
export function AbsenceFields({ isNew }: { isNew: boolean }) {
  const form = Form.useFormInstance();
  const users = useUserOptions();
  return (
    <>
      <ErrorList errors={users.errors} onDismiss={users.dismiss} />
      <Form.Item name="user" label="Mitarbeiter">
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Mitarbeiter wählen"
          options={users.options}
          loading={users.loading}
          disabled={!isNew}
        />
      </Form.Item>
      <Form.Item name="kind" label="Art">
        <Select options={ABSENCE_KIND_OPTIONS} />
      </Form.Item>
      <Flex wrap style={{ columnGap: 12 }}>
        <Form.Item name="fromDay" label="Von" style={{ flex: '1 1 160px' }}>
          <DatePicker
            format={DATE_FORMAT}
            placeholder="TT.MM.JJJJ"
            style={{ width: '100%' }}
            // A single day is the usual case (a sick day): „Bis“ follows an empty one.
            onChange={(day) => {
              if (day && !form.getFieldValue('toDay')) form.setFieldValue('toDay', day);
            }}
          />
        </Form.Item>
        <Form.Item name="toDay" label="Bis" style={{ flex: '1 1 160px' }}>
          <DatePicker format={DATE_FORMAT} placeholder="TT.MM.JJJJ" style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      <Form.Item name="halfDay" valuePropName="checked">
        <Checkbox>halber Tag</Checkbox>
      </Form.Item>
      <Form.Item name="note" label="Bemerkung">
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </>
  );
}
