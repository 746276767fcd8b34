import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access';
import { ApiError } from '../../common/http/api-error';
import { JobListQueryDto, JobRefDto } from './dto/job-query.dto';
import { JobQueue, JobView, QUEUE_NAMES } from './job-queue';
import { ApiDataResponse } from '../../common/http/api-response';
import { JobResponse, JobRetryResponse } from './dto/job.response';

/** The back office's view on print, SMS and e-mail jobs: what failed, and try it again. */
@ApiTags('jobs')
@Controller('jobs')
@Access({ role: 'admin' })
export class JobsController {
  constructor(private readonly jobs: JobQueue) {}

  /** Newest first; failed jobs unless another status is asked for. */
  @Get()
  @ApiDataResponse([JobResponse])
  async list(@Query() query: JobListQueryDto): Promise<JobView[]> {
    const queues = query.queue ? [query.queue] : QUEUE_NAMES;
    const lists = await Promise.all(queues.map((queue) => this.jobs.list(queue, query.status)));
    const since = query.since ? new Date(query.since).getTime() : null;
    return lists
      .flat()
      .filter((job) => since === null || new Date(job.failedAt ?? job.createdAt).getTime() >= since)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  @Post(':queue/:id/retry')
  @ApiDataResponse(JobRetryResponse)
  @HttpCode(HttpStatus.OK)
  async retry(
    @Param() { queue, id }: JobRefDto,
  ): Promise<{ queue: string; id: string; status: 'waiting' }> {
    if (!(await this.jobs.retry(queue, id)))
      throw ApiError.notFound('Der Auftrag wurde nicht gefunden.');
    return { queue, id, status: 'waiting' };
  }
}
