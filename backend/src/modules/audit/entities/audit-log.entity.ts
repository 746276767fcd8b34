import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Who changed what when in the back office, with the record before and after. */
@Entity('audit_log')
@Index('IDX_audit_log_entity', ['entity', 'entityId'])
export class AuditLog {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int', { nullable: true })
  userId!: number | null;

  @Column('varchar', { length: 100, default: '' })
  username!: string;

  /** create, update, delete, or a named action such as login or config. */
  @Column('varchar', { length: 50 })
  action!: string;

  @Column('varchar', { length: 50 })
  entity!: string;

  @Column('varchar', { length: 50, nullable: true })
  entityId!: string | null;

  /**
   * The record's name when the entry was written (a deleted record keeps the name it had);
   * null for rows written before names were kept and records that have none.
   */
  @Column('varchar', { length: 150, nullable: true })
  entityName!: string | null;

  @Column('simple-json', { nullable: true })
  before!: unknown;

  @Column('simple-json', { nullable: true })
  after!: unknown;

  @Column('varchar', { length: 64, default: '' })
  ip!: string;

  @Index('IDX_audit_log_created')
  @CreateDateColumn()
  createdAt!: Date;
}
