import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Button, Card, Col, Flex, Row, Space, Tag, Typography } from 'antd';
import { ErrorList, useEntityState, type DrawerTarget } from '@bestellwerk/admin-kit';
import { timeTrackingApi, type Task } from '@bestellwerk/api-client';
import { ERRORS } from '../../../shared/errors';
import { germanDay, personName, today } from '../../../shared/format';
import { boardColumns, nextStatus } from '../state/board';
import { TaskDrawer } from './TaskDrawer';

/**
 * Projects' tasks as a board: open, in progress, done. A card moves with „Zurück“ and
 * „Weiter“; a click opens it in the drawer (and logs the view), „Neue Aufgabe“ creates one.
 */
export function TasksBoard() {
  const [target, setTarget] = useState<DrawerTarget>(null);
  const board = useEntityState({
    load: () => timeTrackingApi.tasks.list({ perPage: 500 }),
    loadError: ERRORS.tasks.load,
  });
  const tasks = board.data?.items;
  const move = (task: Task, direction: 1 | -1) => {
    const status = nextStatus(task.status, direction);
    if (!status) return;
    void board.run(
      () => timeTrackingApi.tasks.update(task.id, { status: status as Task['status'] }),
      ERRORS.tasks.update,
      board.reload,
    );
  };
  const openTask = (task: Task) => {
    setTarget(task.id);
    // The view log is a record on the side: a failure to write it does not hinder the work.
    void timeTrackingApi.tasks.logView(task.id).catch(() => undefined);
  };
  return (
    <div>
      <ErrorList errors={board.errors} onDismiss={board.dismiss} />
      <Flex justify="flex-end" style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setTarget('new')}>
          Neue Aufgabe
        </Button>
      </Flex>
      <Row gutter={[16, 16]}>
        {boardColumns(tasks ?? []).map((column) => (
          <Col xs={24} md={8} key={column.status}>
            <Card
              title={`${column.label} (${column.tasks.length})`}
              size="small"
              loading={!tasks && board.loading}
            >
              <Space orientation="vertical" style={{ width: '100%' }}>
                {column.tasks.map((task) => (
                  <Card key={task.id} size="small" hoverable onClick={() => openTask(task)}>
                    <Typography.Text strong>{task.title}</Typography.Text>
                    <div>
                      {task.project && <Tag>{task.project.name}</Tag>}
                      {task.dueDate && (
                        <Tag
                          color={
                            task.dueDate < today() && task.status !== 'done' ? 'red' : undefined
                          }
                        >
                          fällig {germanDay(task.dueDate)}
                        </Tag>
                      )}
                    </div>
                    <Typography.Text type="secondary">
                      {task.assignees.map(personName).join(', ')}
                    </Typography.Text>
                    <div onClick={(event) => event.stopPropagation()}>
                      <Space>
                        {nextStatus(task.status, -1) && (
                          <Button size="small" onClick={() => move(task, -1)}>
                            Zurück
                          </Button>
                        )}
                        {nextStatus(task.status, 1) && (
                          <Button size="small" type="primary" onClick={() => move(task, 1)}>
                            Weiter
                          </Button>
                        )}
                      </Space>
                    </div>
                  </Card>
                ))}
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
      <TaskDrawer target={target} onClose={() => setTarget(null)} onChanged={board.reload} />
    </div>
  );
}
