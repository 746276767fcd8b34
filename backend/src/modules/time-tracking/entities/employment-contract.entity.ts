import { Column, Entity, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { User } from '../../users';

/** The terms of employment from `validFrom` on: weekly hours, working days, vacation. */
@Entity('employment_contract')
export class EmploymentContract {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne('User', { nullable: false, onDelete: 'CASCADE', eager: true })
  user!: User;

  @Column('varchar', { length: 10 })
  validFrom!: string;

  @Column('int')
  weeklyMinutes!: number;

  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  @Column('simple-json')
  workingDays!: number[];

  @Column('int', { default: 25 })
  holidayDaysPerYear!: number;

  /** Vacation days brought in from before the first year tracked here. */
  @Column('decimal', {
    precision: 5,
    scale: 1,
    default: 0,
    transformer: {
      to: (value: number | null | undefined) => value,
      from: (value: number | string | null) => (value === null ? 0 : Number(value)),
    },
  })
  openingHolidayDays!: number;

  /** Overtime minutes brought in from before the first month tracked here. */
  @Column('int', { default: 0 })
  openingOvertimeMinutes!: number;

  /** Public holidays of this country and federal state apply (AT '9' = Wien, DE 'BY'). */
  @Column('varchar', { length: 2, default: 'AT' })
  holidayCountry!: 'AT' | 'DE';

  @Column('varchar', { length: 5, default: '' })
  holidayState!: string;
}
