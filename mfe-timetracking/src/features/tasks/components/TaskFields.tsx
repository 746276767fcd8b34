import { Form, Input, Select } from 'antd';
import { ErrorList, useOptions } from '@bestellwerk/admin-kit';
import { api, timeTrackingApi } from '@bestellwerk/api-client';
import { ERRORS } from '../../../shared/errors';
import { personName } from '../../../shared/format';
import { TASK_STATUS_OPTIONS, projectOption } from '../state/taskForm';

/** The task drawer's fields; projects and people load when it opens. */
export function TaskFields() {
  const projects = useOptions({
    load: () => timeTrackingApi.projects.list({ perPage: 1000, sort: 'name' }),
    label: (project) => projectOption(project).label,
    loadError: ERRORS.projects.load,
  });
  const users = useOptions({
    load: () =>
      api.users.list({ perPage: 1000 }).then((page) => ({
        items: page.items.map((user) => ({ id: user.id, name: personName(user) })),
      })),
    loadError: ERRORS.tasks.users,
  });
  return (
    <>
      <ErrorList errors={projects.errors} onDismiss={projects.dismiss} />
      <ErrorList errors={users.errors} onDismiss={users.dismiss} />
      <Form.Item name="title" label="Titel">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label="Beschreibung">
        <Input.TextArea rows={3} maxLength={5000} />
      </Form.Item>
      <Form.Item name="project" label="Projekt">
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="Kein Projekt"
          options={projects.options}
          loading={projects.loading}
        />
      </Form.Item>
      <Form.Item name="assignees" label="Zuständig">
        <Select
          mode="multiple"
          allowClear
          optionFilterProp="label"
          placeholder="Niemand"
          options={users.options}
          loading={users.loading}
        />
      </Form.Item>
      <Form.Item name="status" label="Status">
        <Select options={TASK_STATUS_OPTIONS} />
      </Form.Item>
      <Form.Item name="dueDate" label="Fällig am">
        <Input type="date" />
      </Form.Item>
    </>
  );
}
