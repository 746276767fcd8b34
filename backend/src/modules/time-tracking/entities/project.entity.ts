import { Column, CreateDateColumn, Entity, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Branch } from '../../organisation';

@Entity('project')
export class Project {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 200 })
  name!: string;

  @Column('text', { nullable: true })
  description!: string | null;

  @Column('varchar', { length: 10, default: 'active' })
  status!: 'active' | 'archived';

  @ManyToOne('Branch', { nullable: true, onDelete: 'SET NULL', eager: true })
  branch!: Branch | null;

  @CreateDateColumn()
  createdAt!: Date;
}
