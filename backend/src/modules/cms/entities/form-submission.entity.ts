import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { CmsNode } from './node.entity';

/** One answer of a public form, as the visitor sent it (after the server's check). */
@Entity('cms_form_submission')
export class FormSubmission {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('IDX_cms_form_submission_form')
  @ManyToOne(() => CmsNode, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'formId' })
  form!: CmsNode;

  @Column('simple-json')
  answers!: { fieldId: string; label: string; value: string | boolean | null }[];

  @CreateDateColumn()
  createdAt!: Date;
}
