import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { ApiError } from '../../../common/http/api-error';
import { AppConfig } from '../../../config/app-config';
import type { DrawJob } from './template-draw';

/** Threads that draw at once by default: one core stays for the API, never more than two. */
export const DEFAULT_RENDER_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** Draws that may wait for a thread; beyond them a render is not started (503 or stale). */
export const RENDER_QUEUE = 8;

/**
 * The global cap on template renders: a piscina pool of worker threads, so that satori
 * (JavaScript, on the calling thread) and sharp never take the API's event loop. Chosen
 * over the BullMQ worker process because a render is answered to a waiting request, reads
 * nothing the worker owns and needs no retry or persistence — a bounded in-process pool
 * gives the cap without a round trip through Redis.
 */
@Injectable()
export class TemplateRenderPool implements OnModuleDestroy {
  private pool: Piscina | null = null;

  constructor(private readonly config: AppConfig) {}

  /**
   * The picture of a job, drawn by a worker thread. With every thread busy and the queue at
   * its bound, a German 503 with Retry-After at once: the draw is not started.
   */
  async draw(job: DrawJob): Promise<Buffer> {
    const pool = this.threads();
    if (pool.queueSize >= RENDER_QUEUE) throw busy();
    try {
      const body: Uint8Array = await pool.run(job);
      return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    } catch (error) {
      if ((error as Error).message === 'Task queue is at limit') throw busy();
      throw error;
    }
  }

  async onModuleDestroy(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }

  private threads(): Piscina {
    // Started at the first render: an API that renders nothing starts no threads.
    this.pool ??= new Piscina({
      filename: WORKER_FILE,
      // Uncompiled (tests, tsx): the worker loads its TypeScript through tsx as well.
      execArgv: WORKER_FILE.endsWith('.ts') ? ['--import', 'tsx'] : [],
      minThreads: 0,
      maxThreads: this.config.env.TEMPLATE_RENDER_THREADS ?? DEFAULT_RENDER_THREADS,
      maxQueue: RENDER_QUEUE,
      idleTimeout: 60_000,
    });
    return this.pool;
  }
}

const WORKER_FILE = join(__dirname, `template-draw.worker${__filename.slice(-3)}`);

const busy = () =>
  ApiError.unavailable(
    'Gerade werden sehr viele Bilder berechnet. Bitte versuchen Sie es in wenigen Sekunden erneut.',
  ).retryingAfter(10);
