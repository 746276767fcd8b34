import { IdFilter } from '../../common/crud/list-query.dto';

export class LiveEventsQueryDto {
  /** Only this branch's events (it must be one of the caller's branches). */
  @IdFilter()
  branch?: number;
}
