import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One configuration field (storefront.md §3 Config) as key and JSON value. */
@Entity('setting')
export class Setting {
  @PrimaryColumn('varchar', { length: 100 })
  key!: string;

  @Column('simple-json')
  value!: unknown;
}
