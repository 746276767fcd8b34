import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A Content AI run and its progress (0–100), polled by the editor. */
@Entity('cms_content_ai_job')
export class ContentAiJob {
  @PrimaryGeneratedColumn()
  id!: number;

  /** 'site' (text for a site, written to its draft) or 'image'. */
  @Column('varchar', { length: 20 })
  kind!: 'site' | 'image';

  @Column('int', { nullable: true })
  siteId!: number | null;

  @Column('text')
  prompt!: string;

  @Column('varchar', { length: 20, default: 'waiting' })
  status!: 'waiting' | 'active' | 'completed' | 'failed';

  @Column('int', { default: 0 })
  progress!: number;

  /** The image's URL or data, or a summary of the text written to the draft. */
  @Column('simple-json', { nullable: true })
  result!: Record<string, unknown> | null;

  @Column('varchar', { length: 1000, nullable: true })
  error!: string | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
