import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** 'Organisation' in the back office: a group of branches (e.g. a brand or a region). */
@Entity('division')
export class Division {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 100, unique: true })
  identifier!: string;

  @Column('varchar', { length: 255 })
  name!: string;

  @Column('varchar', { length: 255, default: '' })
  title!: string;

  @Column('text', { nullable: true })
  description!: string | null;

  @Column('boolean', { default: true })
  isPublic!: boolean;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
