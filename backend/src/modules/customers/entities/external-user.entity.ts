import { Column, CreateDateColumn, Entity, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Division } from '../../organisation';

/** Someone outside the staff who works with the organisation (drivers, suppliers, partners). */
@Entity('external_user')
export class ExternalUser {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 100, default: '' })
  firstName!: string;

  @Column('varchar', { length: 100, default: '' })
  lastName!: string;

  @Column('varchar', { length: 255, unique: true })
  email!: string;

  @Column('varchar', { length: 50, default: '' })
  phone!: string;

  @Column('varchar', { length: 255, default: '' })
  company!: string;

  @ManyToOne('Division', { nullable: true, onDelete: 'SET NULL', eager: true })
  division!: Division | null;

  @Column('boolean', { default: true })
  isEnabled!: boolean;

  @CreateDateColumn()
  createdAt!: Date;
}
