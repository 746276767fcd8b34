import { Column, Entity, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Branch } from './branch.entity';
import { Division } from './division.entity';

/** Abteilung: a team inside a division, optionally tied to one branch (e.g. 'Küche Graz'). */
@Entity('department')
export class Department {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 255 })
  name!: string;

  @Column('varchar', { length: 100, unique: true })
  identifier!: string;

  @ManyToOne(() => Division, { nullable: true, onDelete: 'SET NULL', eager: true })
  division!: Division | null;

  @ManyToOne(() => Branch, { nullable: true, onDelete: 'CASCADE', eager: true })
  branch!: Branch | null;
}
