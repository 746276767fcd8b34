import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Embedded-mode backing of the key-value seam (sessions, throttling counters, tokens). */
@Entity('kv_entry')
export class KvEntry {
  @PrimaryColumn('varchar', { length: 191 })
  key!: string;

  @Column('text')
  value!: string;

  /** Epoch milliseconds; null never expires. */
  @Column('bigint', { nullable: true })
  expiresAt!: string | null;
}
