import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Access } from '../../common/auth/access';
import { Ctx, RequestContext } from '../../common/auth/actor';
import { CrudController, crudToken } from '../../common/crud/crud.controller';
import { CrudDefinition, CrudService } from '../../common/crud/crud.service';
import { ParseIdPipe } from '../../common/crud/parse-id.pipe';
import { ApiDataResponse } from '../../common/http/api-response';
import { ApiError } from '../../common/http/api-error';
import { presentBranchRef } from '../organisation';
import {
  CreateProjectDto,
  CreateTaskDto,
  ProjectQueryDto,
  TaskQueryDto,
  UpdateProjectDto,
  UpdateTaskDto,
} from './dto/planning.dto';
import { ProjectResponse, TaskResponse } from './dto/planning.response';
import { TaskViewResponse } from './dto/time-tracking.response';
import { Project } from './entities/project.entity';
import { TaskView } from './entities/task-view.entity';
import { Task } from './entities/task.entity';
import { person } from './planning.controller';

export const projectCrud: CrudDefinition<Project> = {
  entity: Project,
  path: 'projects',
  noun: { article: 'Das', singular: 'Projekt' },
  createDto: CreateProjectDto,
  updateDto: UpdateProjectDto,
  filterDto: ProjectQueryDto,
  responseDto: ProjectResponse,
  access: { read: { role: 'employee' }, write: { role: 'admin' } },
  searchFields: ['name'],
  defaultSort: 'name',
  present: (project) => ({ ...project, branch: presentBranchRef(project.branch) }),
};

@ApiTags('time-tracking')
@Controller('projects')
export class ProjectsController extends CrudController(projectCrud) {}

export const taskCrud: CrudDefinition<Task> = {
  entity: Task,
  path: 'tasks',
  noun: { article: 'Die', singular: 'Aufgabe' },
  createDto: CreateTaskDto,
  updateDto: UpdateTaskDto,
  filterDto: TaskQueryDto,
  responseDto: TaskResponse,
  access: { read: { role: 'employee' }, write: { role: 'employee' } },
  searchFields: ['title'],
  defaultSort: 'id',
  present: (task) => ({
    ...task,
    project: task.project ? { id: task.project.id, name: task.project.name } : null,
    assignees: (task.assignees ?? []).map(person),
  }),
};

/** How many of a task's latest views its drawer lists. */
const TASK_VIEWS_SHOWN = 5;

@ApiTags('time-tracking')
@Controller('tasks')
export class TasksController extends CrudController(taskCrud) {
  constructor(
    @Inject(crudToken('tasks')) crud: CrudService<Task>,
    private readonly dataSource: DataSource,
  ) {
    super(crud);
  }

  /** Who opened the task last, newest first (the drawer's „Zuletzt geöffnet von …“). */
  @Get(':id/views')
  @Access({ role: 'employee' })
  @ApiDataResponse([TaskViewResponse])
  async views(@Param('id', ParseIdPipe) id: number) {
    if (!(await this.dataSource.getRepository(Task).existsBy({ id })))
      throw ApiError.notFound('Die Aufgabe wurde nicht gefunden.');
    const views = await this.dataSource.getRepository(TaskView).find({
      where: { task: { id } },
      order: { viewedAt: 'DESC', id: 'DESC' },
      take: TASK_VIEWS_SHOWN,
    });
    return views.map((view) => ({
      id: view.id,
      user: person(view.user),
      viewedAt: new Date(view.viewedAt).toISOString(),
    }));
  }

  /** Records that the caller opened the task (backoffice-api.md §7 „Tasks“). */
  @Post(':id/log-view')
  @HttpCode(200)
  @Access({ role: 'employee' })
  @ApiDataResponse(TaskViewResponse)
  async logView(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    const repo = this.dataSource.getRepository(TaskView);
    if (!(await this.dataSource.getRepository(Task).existsBy({ id })))
      throw ApiError.notFound('Die Aufgabe wurde nicht gefunden.');
    const { id: viewId } = await repo.save(
      repo.create({ task: { id }, user: { id: ctx.actor!.id } }),
    );
    const view = await repo.findOneByOrFail({ id: viewId });
    return {
      id: view.id,
      user: person(view.user),
      viewedAt: new Date(view.viewedAt).toISOString(),
    };
  }
}
