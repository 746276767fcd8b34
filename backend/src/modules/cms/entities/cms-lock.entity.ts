import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Rows to lock (SELECT … FOR UPDATE) where a rule spans many rows: saving a redirect checks
 * every other redirect for a loop, so two saves must not check at the same time. One row per
 * name, written by the migration.
 */
@Entity('cms_lock')
export class CmsLock {
  @PrimaryColumn('varchar', { length: 50 })
  name!: string;

  @Column('int', { default: 0 })
  version!: number;
}
