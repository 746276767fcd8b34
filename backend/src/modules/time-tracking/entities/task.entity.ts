import {
  Column,
  CreateDateColumn,
  Entity,
  JoinTable,
  ManyToMany,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { User } from '../../users';
import type { Project } from './project.entity';

export const TASK_STATUSES = ['open', 'in-progress', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

@Entity('task')
export class Task {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne('Project', { nullable: true, onDelete: 'CASCADE', eager: true })
  project!: Project | null;

  @Column('varchar', { length: 200 })
  title!: string;

  @Column('text', { nullable: true })
  description!: string | null;

  @Column('varchar', { length: 12, default: 'open' })
  status!: TaskStatus;

  @Column('varchar', { length: 10, nullable: true })
  dueDate!: string | null;

  @ManyToMany('User', { eager: true })
  @JoinTable({ name: 'task_assignees' })
  assignees!: User[];

  @CreateDateColumn()
  createdAt!: Date;
}
