import { Column, Entity, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Branch } from './branch.entity';

/** A table of a branch for dine-in orders ('table' is a reserved word in SQL). */
@Entity('dining_table')
@Unique('UQ_dining_table_branch_identifier', ['branch', 'identifier'])
export class DiningTable {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 50 })
  identifier!: string;

  @Column('int', { default: 0 })
  seats!: number;

  /** Eager so that CrudService can confine employees to their branches' tables. */
  @ManyToOne(() => Branch, { nullable: false, onDelete: 'CASCADE', eager: true })
  branch!: Branch;
}
