import { Column, Entity, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Image } from '../../media';

@Entity('tag')
export class Tag {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 100, unique: true })
  name!: string;

  @ManyToOne('Image', { nullable: true, onDelete: 'SET NULL', eager: true })
  image!: Image | null;
}
