import { Client, TestApi, countRows, startTestApi } from '../api/harness';
import { errorMessages } from '../../support/error-messages';
import { data } from './fixtures';

/** Three times the default pool (DB_POOL_SIZE 10). */
const BURST = 30;

interface Task {
  id: number;
  title: string;
  status: string;
  dueDate: string | null;
  project: { id: number; name: string } | null;
  assignees: { id: number }[];
}

/**
 * Projects and tasks as the back office sets them up (issue 31): admins keep the projects,
 * every employee the tasks (assignees, status, due date); a task for a project that is gone
 * is a German 422 naming „Projekt“; deleting a project takes its tasks with it; many writes
 * at once neither fail nor double.
 */
describe(`time tracking: projects and tasks (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let admin: Client;
  let employee: Client;
  let employeeId: number;

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin();
    const created = await admin.post('/api/users', {
      username: 'paul.projekt',
      password: 'Projekt-Zugang-2026!',
      firstName: 'Paul',
      lastName: 'Projekt',
      roles: ['ROLE_EMPLOYEE'],
    });
    employeeId = data<{ id: number }>(created).id;
    employee = api.client();
    await employee.login('paul.projekt', 'Projekt-Zugang-2026!');
  }, 180_000);
  afterAll(() => api?.close(), 60_000);

  const project = async (name: string) => {
    const reply = await admin.post('/api/projects', { name });
    expect(reply.status).toBe(201);
    return data<{ id: number }>(reply).id;
  };

  it('lets admins keep projects and employees keep tasks with assignees, status and due date', async () => {
    const refused = await employee.post('/api/projects', { name: 'Nicht meins' });
    expect(refused.status).toBe(403);
    const id = await project('Inventur Dezember');

    const created = await employee.post('/api/tasks', {
      title: 'Kühlhaus zählen',
      project: { id },
      status: 'open',
      dueDate: '2026-12-20',
      assignees: [{ id: employeeId }],
    });
    expect(created.status).toBe(201);
    const task = data<Task>(created);
    expect(task).toMatchObject({
      title: 'Kühlhaus zählen',
      status: 'open',
      dueDate: '2026-12-20',
      project: { id, name: 'Inventur Dezember' },
      assignees: [expect.objectContaining({ id: employeeId })],
    });

    const moved = await employee.put(`/api/tasks/${task.id}`, { status: 'in-progress' });
    expect(moved.status).toBe(200);
    expect(data<Task>(moved).status).toBe('in-progress');
    const list = data<{ data?: Task[] } | Task[]>(await employee.get(`/api/tasks?project=${id}`));
    const rows = Array.isArray(list) ? list : (list.data ?? []);
    expect(rows.map((t) => [t.title, t.status])).toEqual([['Kühlhaus zählen', 'in-progress']]);
  });

  it('refuses a task for a deleted project, a wrong status and a wrong date in German, storing nothing', async () => {
    const id = await project('Gleich weg');
    expect((await admin.delete(`/api/projects/${id}`)).status).toBe(200);
    const before = await countRows(api, 'task');

    const orphan = await employee.post('/api/tasks', { title: 'Verwaist', project: { id } });
    expect(orphan.status).toBe(422);
    expect(errorMessages(orphan.body).join(' ')).toContain('Projekt');
    expect(errorMessages(orphan.body).join(' ')).not.toMatch(/\bproject\b/);

    const status = await employee.post('/api/tasks', { title: 'Falsch', status: 'fertig' });
    expect(status.status).toBe(422);
    expect(errorMessages(status.body).join(' ')).toContain('Status');

    const due = await employee.post('/api/tasks', { title: 'Falsch', dueDate: '20.12.2026' });
    expect(due.status).toBe(422);
    expect(errorMessages(due.body).join(' ')).toContain('Fällig am');

    expect(await countRows(api, 'task')).toBe(before);
  });

  it('deletes a project with its tasks', async () => {
    const id = await project('Mit Aufgaben');
    for (const title of ['Eins', 'Zwei', 'Drei'])
      expect((await employee.post('/api/tasks', { title, project: { id } })).status).toBe(201);
    expect((await admin.delete(`/api/projects/${id}`)).status).toBe(200);
    const left = (await api.dataSource.query('SELECT COUNT(*) AS n FROM task WHERE projectId = ?', [
      id,
    ])) as { n: number | string }[];
    expect(Number(left[0].n)).toBe(0);
  });

  it(`takes ${BURST} tasks at once, each stored once, and a delete racing their edits: no 5xx`, async () => {
    const id = await project('Ansturm');
    const before = await countRows(api, 'task');
    const created = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        employee.post('/api/tasks', {
          title: `Aufgabe ${i + 1}`,
          project: { id },
          assignees: [{ id: employeeId }],
        }),
      ),
    );
    expect(created.filter((r) => r.status !== 201)).toEqual([]);
    expect(await countRows(api, 'task')).toBe(before + BURST);

    // The project goes while its tasks are being edited: each edit either lands or is a 404.
    const racing = await Promise.all([
      admin.delete(`/api/projects/${id}`),
      ...created
        .slice(0, BURST - 1)
        .map((r) => employee.put(`/api/tasks/${data<Task>(r).id}`, { status: 'done' })),
    ]);
    expect(racing.filter((r) => r.status >= 500)).toEqual([]);
    expect(racing[0].status).toBe(200);
  });
});
