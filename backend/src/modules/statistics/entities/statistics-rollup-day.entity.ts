import { Entity, PrimaryColumn } from 'typeorm';
import { RollupCell } from './rollup-cell';

/**
 * One Vienna calendar day × branch × metric × dimension: the sum of the day's hour rows in
 * statistics_rollup, built once the day is rolled up completely (and again when one of its
 * hours is rewritten: an order cancelled days later). Reports by day read these instead of
 * 24 hour rows per dimension — a referrer's long tail costs a row a day, not one an hour.
 * The key is the table's order, so a range read is one contiguous scan. Kept forever.
 */
@Entity('statistics_rollup_day')
export class StatisticsRollupDay extends RollupCell {
  /** Midnight in Vienna (as a UTC instant) of the day. */
  @PrimaryColumn('datetime')
  day!: Date;
}
