import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Spendenempfänger: an organisation a customer can direct the shop's donation to. */
@Entity('donatee')
export class Donatee {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 255 })
  name!: string;

  @Column('text', { nullable: true })
  description!: string | null;

  @Column('boolean', { default: true })
  isEnabled!: boolean;

  @Column('int', { default: 0 })
  position!: number;
}
