import {
  Column,
  CreateDateColumn,
  Entity,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Branch } from '../../organisation';

/** A known customer of a branch (regulars, company accounts). Orders stay anonymous. */
@Entity('customer')
export class Customer {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('boolean', { default: false })
  isCompany!: boolean;

  @Column('varchar', { length: 255, default: '' })
  companyName!: string;

  @Column('varchar', { length: 100, default: '' })
  firstName!: string;

  @Column('varchar', { length: 100, default: '' })
  lastName!: string;

  @Column('varchar', { length: 255, default: '' })
  email!: string;

  @Column('varchar', { length: 50, default: '' })
  phone!: string;

  @Column('varchar', { length: 255, default: '' })
  street!: string;

  @Column('varchar', { length: 20, default: '' })
  zipCode!: string;

  @Column('varchar', { length: 100, default: '' })
  city!: string;

  @Column('varchar', { length: 2, default: 'AT' })
  country!: string;

  @Column('varchar', { length: 30, default: '' })
  vatNumber!: string;

  @Column('text', { nullable: true })
  note!: string | null;

  @ManyToOne('Branch', { nullable: true, onDelete: 'SET NULL', eager: true })
  branch!: Branch | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
