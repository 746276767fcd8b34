import { IsInt, Min } from 'class-validator';

/** A reference to another record by id, as relations are sent: { "branch": { "id": 3 } }. */
export class RefDto {
  @IsInt()
  @Min(1)
  id!: number;
}
