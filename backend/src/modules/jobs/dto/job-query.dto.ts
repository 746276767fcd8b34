import { IsIn, IsISO8601, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { germanMessage } from '../../../common/validation/german-messages';
import { QUEUE_NAMES, QueueName } from '../job-queue';

export const JOB_LIST_STATUSES = ['failed', 'waiting', 'completed'] as const;
export type JobListStatus = (typeof JOB_LIST_STATUSES)[number];

// The shared German translator names fields by their key; these say "Warteschlange"/"Status".
const QUEUE_MESSAGE = `„Warteschlange“ muss einer der folgenden Werte sein: ${QUEUE_NAMES.join(', ')}.`;
const STATUS_MESSAGE = `„Status“ muss einer der folgenden Werte sein: ${JOB_LIST_STATUSES.join(', ')}.`;

/** GET /api/jobs?queue=email&status=failed&since=… — without a queue, all queues. */
export class JobListQueryDto {
  @IsOptional()
  @IsIn(QUEUE_NAMES, { context: { german: QUEUE_MESSAGE } })
  queue?: QueueName;

  @IsOptional()
  @IsIn(JOB_LIST_STATUSES, { context: { german: STATUS_MESSAGE } })
  status: JobListStatus = 'failed';

  /**
   * Only jobs from then on (ISO timestamp): failed jobs by when they failed, the others by
   * when they were added. The back office's badge asks for the failures of the last hour.
   */
  @IsOptional()
  @IsISO8601({ strict: true }, germanMessage('„Seit“ muss ein gültiger Zeitpunkt sein (ISO 8601).'))
  since?: string;
}

/** POST /api/jobs/:queue/:id/retry */
export class JobRefDto {
  @IsIn(QUEUE_NAMES, { context: { german: QUEUE_MESSAGE } })
  queue!: QueueName;

  // BullMQ ids are numeric strings unless a producer chose one; the embedded runner's are row ids.
  @IsString()
  @MaxLength(100)
  @Matches(/^[\w:.-]+$/, { context: { german: '„ID“ hat ein ungültiges Format.' } })
  id!: string;
}
