import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Card, Col, Row, Space, Tag, Typography } from 'antd';
import { errorMessage, timeTrackingApi, type Task } from '@bestellwerk/api-client';
import { ERRORS } from '../../../shared/errors';
import { germanDay, personName, today } from '../../../shared/format';
import { boardColumns, nextStatus } from '../state/board';

/** Projects' tasks as a board: open, in progress, done; opening a card logs the view. */
export function TasksBoard() {
  const { message } = App.useApp();
  const [tasks, setTasks] = useState<Task[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const load = useCallback(() => {
    timeTrackingApi.tasks
      .list({ perPage: 500 })
      .then((page) => {
        setTasks(page.items);
        setError(null);
      })
      .catch((failure) => setError(errorMessage(failure, ERRORS.tasks.load)));
  }, []);
  useEffect(load, [load]);
  const move = async (task: Task, direction: 1 | -1) => {
    const status = nextStatus(task.status, direction);
    if (!status) return;
    try {
      await timeTrackingApi.tasks.update(task.id, { status: status as Task['status'] });
      load();
    } catch (failure) {
      void message.error(errorMessage(failure, ERRORS.tasks.update));
    }
  };
  const toggle = (task: Task) => {
    const opening = open !== task.id;
    setOpen(opening ? task.id : null);
    if (opening) void timeTrackingApi.tasks.logView(task.id).catch(() => undefined);
  };
  if (error)
    return (
      <Alert type="error" title={error} action={<Button onClick={load}>Erneut versuchen</Button>} />
    );
  return (
    <Row gutter={[16, 16]}>
      {boardColumns(tasks ?? []).map((column) => (
        <Col xs={24} md={8} key={column.status}>
          <Card title={`${column.label} (${column.tasks.length})`} size="small" loading={!tasks}>
            <Space direction="vertical" style={{ width: '100%' }}>
              {column.tasks.map((task) => (
                <Card key={task.id} size="small" hoverable onClick={() => toggle(task)}>
                  <Typography.Text strong>{task.title}</Typography.Text>
                  <div>
                    {task.project && <Tag>{task.project.name}</Tag>}
                    {task.dueDate && (
                      <Tag
                        color={task.dueDate < today() && task.status !== 'done' ? 'red' : undefined}
                      >
                        fällig {germanDay(task.dueDate)}
                      </Tag>
                    )}
                  </div>
                  <Typography.Text type="secondary">
                    {task.assignees.map(personName).join(', ')}
                  </Typography.Text>
                  {open === task.id && (
                    <div onClick={(event) => event.stopPropagation()}>
                      {task.description && <p>{task.description}</p>}
                      <Space>
                        {nextStatus(task.status, -1) && (
                          <Button size="small" onClick={() => void move(task, -1)}>
                            Zurück
                          </Button>
                        )}
                        {nextStatus(task.status, 1) && (
                          <Button size="small" type="primary" onClick={() => void move(task, 1)}>
                            Weiter
                          </Button>
                        )}
                      </Space>
                    </div>
                  )}
                </Card>
              ))}
            </Space>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
