import { CreateDateColumn, Entity, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { User } from '../../users';
import type { Task } from './task.entity';

/** Who opened a task when (POST /api/tasks/{id}/log-view). */
@Entity('task_view')
export class TaskView {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne('Task', { nullable: false, onDelete: 'CASCADE' })
  task!: Task;

  @ManyToOne('User', { nullable: false, onDelete: 'CASCADE', eager: true })
  user!: User;

  @CreateDateColumn()
  viewedAt!: Date;
}
