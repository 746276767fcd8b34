import { Button, Flex, Form, Input, Select, Switch } from 'antd';
import type { OpeningRuleType } from '@bestellwerk/api-client';

export const RULE_TYPES: { value: OpeningRuleType; label: string }[] = [
  { value: 'daily', label: 'Täglich' },
  { value: 'monday', label: 'Montag' },
  { value: 'tuesday', label: 'Dienstag' },
  { value: 'wednesday', label: 'Mittwoch' },
  { value: 'thursday', label: 'Donnerstag' },
  { value: 'friday', label: 'Freitag' },
  { value: 'saturday', label: 'Samstag' },
  { value: 'sunday', label: 'Sonntag' },
  { value: 'once', label: 'Einmalig (Datum)' },
];

/**
 * Opening-hour rules (storefront.md §3) as a Form.List under `name`: type, date for a
 * one-time rule, from/to (HH:mm) and a switch „geöffnet“: on means open (the API keeps
 * `isClosed`, the form shows its opposite). Server errors such as
 * `schedule.2.from` land under the rule's field (ServerForm). No icons: @ant-design/icons
 * does not load in the jest runs of the apps that import admin-kit.
 */
export function ScheduleField({
  name,
  addLabel = 'Regel hinzufügen',
  ruleLabel = 'Regel',
}: {
  name: string;
  addLabel?: string;
  /** How a rule is called in labels ('Regel 2', 'Lieferzeit 2'): two lists in one form stay apart. */
  ruleLabel?: string;
}) {
  const testId = ruleLabel === 'Regel' ? 'rule' : `${ruleLabel.toLowerCase()}-rule`;
  return (
    <Form.List name={name}>
      {(rules, { add, remove }) => (
        <Flex vertical gap={4}>
          {rules.map((rule, index) => (
            <Flex key={rule.key} wrap gap={8} align="start" data-testid={`${testId}-${index}`}>
              <Form.Item name={[rule.name, 'type']} style={{ marginBottom: 8 }}>
                <Select options={RULE_TYPES} style={{ width: 160 }} aria-label={ruleLabel} />
              </Form.Item>
              <Form.Item noStyle shouldUpdate>
                {(form) =>
                  form.getFieldValue([name, rule.name, 'type']) === 'once' ? (
                    <Form.Item name={[rule.name, 'date']} style={{ marginBottom: 8 }}>
                      <Input placeholder="JJJJ-MM-TT" style={{ width: 120 }} aria-label="Datum" />
                    </Form.Item>
                  ) : null
                }
              </Form.Item>
              <Form.Item name={[rule.name, 'from']} style={{ marginBottom: 8 }}>
                <Input
                  placeholder="08:00"
                  style={{ width: 80 }}
                  aria-label={`Von (${ruleLabel} ${index + 1})`}
                />
              </Form.Item>
              <Form.Item name={[rule.name, 'to']} style={{ marginBottom: 8 }}>
                <Input
                  placeholder="18:00"
                  style={{ width: 80 }}
                  aria-label={`Bis (${ruleLabel} ${index + 1})`}
                />
              </Form.Item>
              <Form.Item
                name={[rule.name, 'isClosed']}
                getValueProps={(isClosed: boolean | undefined) => ({ checked: !isClosed })}
                getValueFromEvent={(open: boolean) => !open}
                style={{ marginBottom: 8 }}
              >
                <Switch
                  checkedChildren="geöffnet"
                  unCheckedChildren="geschlossen"
                  aria-label={`Geöffnet (${ruleLabel} ${index + 1})`}
                />
              </Form.Item>
              <Button
                type="text"
                danger
                aria-label={`${ruleLabel} ${index + 1} entfernen`}
                onClick={() => remove(rule.name)}
              >
                Entfernen
              </Button>
            </Flex>
          ))}
          <Button
            onClick={() => add({ type: 'daily', isClosed: false, from: '08:00', to: '18:00' })}
            style={{ alignSelf: 'flex-start', marginBottom: 16 }}
          >
            + {addLabel}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
