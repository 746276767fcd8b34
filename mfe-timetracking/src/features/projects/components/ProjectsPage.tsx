import { Form, Input, Select, Tag } from 'antd';
import {
  CrudPage,
  ErrorList,
  useEntityState,
  useOptions,
  type ListColumn,
} from '@bestellwerk/admin-kit';
import { api, timeTrackingApi, type Project } from '@bestellwerk/api-client';
import { ERRORS } from '../../../shared/errors';
import {
  NEW_PROJECT,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUS_OPTIONS,
  projectPayload,
  projectValues,
  taskCounts,
  tasksGoingWith,
  type ProjectFormValues,
} from '../state/projectForm';

/** The project drawer's fields; the branches load when it opens. */
function ProjectFields() {
  const branches = useOptions({
    load: () => api.branches.list({ perPage: 200, sort: 'name' }),
    loadError: ERRORS.projects.branches,
  });
  return (
    <>
      <ErrorList errors={branches.errors} onDismiss={branches.dismiss} />
      <Form.Item name="name" label="Name">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label="Beschreibung">
        <Input.TextArea rows={3} maxLength={5000} />
      </Form.Item>
      <Form.Item name="status" label="Status">
        <Select options={PROJECT_STATUS_OPTIONS} />
      </Form.Item>
      <Form.Item name="branch" label="Filiale">
        <Select
          allowClear
          placeholder="Alle Filialen"
          options={branches.options}
          loading={branches.loading}
        />
      </Form.Item>
    </>
  );
}

/** Projekte: list with status filter, create/edit/delete in the drawer. */
export function ProjectsPage() {
  // The list answer carries no task count; one page of every task gives it, when it holds them all.
  const tasks = useEntityState({
    load: () => timeTrackingApi.tasks.list({ perPage: 1000 }),
    loadError: ERRORS.tasks.load,
  });
  const counts = tasks.data ? taskCounts(tasks.data) : null;
  const columns: ListColumn<Project>[] = [
    { key: 'name', title: 'Name', dataIndex: 'name', sortField: 'name' },
    {
      key: 'status',
      title: 'Status',
      render: (_, project) => (
        <Tag color={project.status === 'active' ? 'green' : undefined}>
          {PROJECT_STATUS_LABELS[project.status] ?? project.status}
        </Tag>
      ),
    },
    {
      key: 'branch',
      title: 'Filiale',
      responsive: ['md'],
      render: (_, project) => project.branch?.name ?? 'Alle Filialen',
    },
    {
      key: 'tasks',
      title: 'Aufgaben',
      align: 'right',
      render: (_, project) => (counts ? (counts.get(project.id) ?? 0) : '–'),
    },
  ];
  return (
    <CrudPage<Project, ProjectFormValues>
      resource={timeTrackingApi.projects}
      noun={{ article: 'Das', singular: 'Projekt', plural: 'Projekte' }}
      columns={columns}
      loadError={ERRORS.projects.load}
      defaultSort="name"
      filters={[
        { type: 'search', name: 'search', placeholder: 'Projekte suchen' },
        { type: 'select', name: 'status', placeholder: 'Status', options: PROJECT_STATUS_OPTIONS },
      ]}
      above={<ErrorList errors={tasks.errors} onDismiss={tasks.dismiss} />}
      create={{ label: 'Neues Projekt', primary: true }}
      newTitle="Neues Projekt"
      remove="drawer"
      // The server deletes a project's tasks with it. The project answer carries no task
      // count: the page's own count (none when not every task could be loaded).
      removeNote={(project) => (counts ? tasksGoingWith(counts.get(project.id) ?? 0) : undefined)}
      // An opened project counts its tasks afresh, for the note of „Löschen“.
      onTargetChange={(target) => {
        if (typeof target === 'number') tasks.reload();
      }}
      messages={{ removed: 'Das Projekt und seine Aufgaben wurden gelöscht.' }}
      titleOf={(project) => `Projekt „${project.name}“`}
      defaults={NEW_PROJECT}
      toValues={projectValues}
      toPayload={projectPayload}
      form={<ProjectFields />}
    />
  );
}
