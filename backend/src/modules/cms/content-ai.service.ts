import { HttpStatus, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { validateContent, type DefaultBlockItem } from '@bestellwerk/domain';
import OpenAI from 'openai';
import { DataSource } from 'typeorm';
import { ApiError } from '../../common/http/api-error';
import { AppConfig } from '../../config/app-config';
import { ContentJob, JobHandler, JobHandlerRegistry, JobQueue } from '../jobs';
import { sanitizeSiteContent } from './content-rules';
import { ContentAiJob } from './entities/content-ai-job.entity';
import { Site } from './entities/site.entity';
import { SiteTypes } from './site-types';

export const CONTENT_AI_NOT_CONFIGURED =
  'Content AI ist nicht eingerichtet: Bitte hinterlegen Sie CONTENT_AI_BASE_URL und CONTENT_AI_API_KEY in der Server-Konfiguration.';

/** What the text model is asked to answer (JSON mode). */
interface GeneratedSite {
  title?: unknown;
  description?: unknown;
  sections?: { title?: unknown; text?: unknown }[];
}

const SYSTEM_PROMPT =
  'Du schreibst Texte für die Webseite eines Geschäfts auf Deutsch. Antworte ausschließlich mit JSON ' +
  'der Form {"title": string, "description": string (höchstens 160 Zeichen), "sections": ' +
  '[{"title": string, "text": string (HTML mit <p>, <ul>, <li>, <strong>)}]} mit zwei bis vier Abschnitten.';

const text = (value: unknown, max: number) =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

/**
 * The page's blocks with the generated text in them: it takes the place of the first text
 * slider, or comes after the heroes at the top; the hero, the form and every other block
 * stay, so publishing the draft changes the words, not the page.
 */
export function withText(current: unknown, generated: DefaultBlockItem) {
  const blocks = Array.isArray(current) ? [...(current as { type?: unknown }[])] : [];
  const slider = blocks.findIndex((block) => block?.type === 'text_slider');
  if (slider >= 0) {
    blocks[slider] = generated;
    return blocks;
  }
  const firstAfterHeroes = blocks.findIndex((block) => block?.type !== 'hero');
  blocks.splice(firstAfterHeroes < 0 ? blocks.length : firstAfterHeroes, 0, generated);
  return blocks;
}

/**
 * Content AI (backoffice-api.md §7): texts for a site and images, through an OpenAI-compatible
 * endpoint (the official client with CONTENT_AI_BASE_URL). Each request becomes a job on the
 * 'content' queue with a row that carries its progress; generated text lands in the site's
 * draft and is published only by someone pressing „Veröffentlichen“.
 */
@Injectable()
export class ContentAiService implements JobHandler<'content'>, OnModuleInit {
  readonly queue = 'content' as const;
  private readonly logger = new Logger(ContentAiService.name);

  constructor(
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly registry: JobHandlerRegistry,
    private readonly types: SiteTypes,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  private client(): OpenAI {
    const { CONTENT_AI_BASE_URL: baseURL, CONTENT_AI_API_KEY: apiKey } = this.config.env;
    if (!baseURL) throw new ApiError(HttpStatus.CONFLICT, [{ message: CONTENT_AI_NOT_CONFIGURED }]);
    return new OpenAI({ baseURL, apiKey: apiKey || 'none', maxRetries: 1, timeout: 120_000 });
  }

  async generateSite(siteId: number, prompt: string | undefined): Promise<ContentAiJob> {
    this.client();
    const site = await this.dataSource.getRepository(Site).findOneBy({ id: siteId });
    if (!site) throw ApiError.notFound('Die Seite wurde nicht gefunden.');
    const brief =
      prompt?.trim() ||
      `Schreibe den Inhalt der Seite „${site.title || site.name}“ (Pfad /${site.path}).`;
    return this.enqueue({ kind: 'site', siteId, prompt: brief });
  }

  async generateImage(prompt: string): Promise<ContentAiJob> {
    this.client();
    return this.enqueue({ kind: 'image', siteId: null, prompt });
  }

  async find(id: number): Promise<ContentAiJob> {
    const job = await this.dataSource.getRepository(ContentAiJob).findOneBy({ id });
    if (!job) throw ApiError.notFound('Der Auftrag wurde nicht gefunden.');
    return job;
  }

  private async enqueue(input: Pick<ContentAiJob, 'kind' | 'siteId' | 'prompt'>) {
    const job = await this.dataSource.transaction(async (manager) => {
      const row = await manager.getRepository(ContentAiJob).save({ ...input, status: 'waiting' });
      await this.jobs.addInTransaction(
        manager,
        'content',
        `content-ai:${input.kind}`,
        { jobId: row.id },
        // One try: a model run costs money; a failure is shown and can be started again.
        { key: `content-ai:${row.id}`, attempts: 1 },
      );
      return row;
    });
    await this.jobs.flush();
    return job;
  }

  /** Saves the fields of a job's row (save, not update: JSON columns go through as they are). */
  private async progress(id: number, change: Partial<ContentAiJob>) {
    await this.dataSource.getRepository(ContentAiJob).save({ ...change, id });
  }

  async handle(_name: string, payload: ContentJob): Promise<void> {
    const job = await this.dataSource.getRepository(ContentAiJob).findOneBy({ id: payload.jobId });
    if (!job || job.status === 'completed') return;
    await this.progress(job.id, { status: 'active', progress: 10 });
    try {
      const result = job.kind === 'site' ? await this.writeSite(job) : await this.drawImage(job);
      await this.progress(job.id, { status: 'completed', progress: 100, result, error: null });
    } catch (error) {
      const message =
        error instanceof ApiError
          ? error.errors[0].message
          : error instanceof OpenAI.APIError
            ? `Der KI-Dienst hat die Anfrage abgelehnt (${error.status ?? 'keine Antwort'}).`
            : 'Der KI-Dienst ist nicht erreichbar oder hat keine verwertbare Antwort gegeben.';
      this.logger.warn(`Content AI ${job.id}: ${(error as Error).message}`);
      await this.progress(job.id, { status: 'failed', error: message });
    }
  }

  private async writeSite(job: ContentAiJob): Promise<Record<string, unknown>> {
    const completion = await this.client().chat.completions.create({
      model: this.config.env.CONTENT_AI_MODEL || 'gpt-4o-mini',
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: job.prompt },
      ],
    });
    await this.progress(job.id, { progress: 70 });
    const answer = JSON.parse(completion.choices[0]?.message?.content ?? '{}') as GeneratedSite;
    const sections = (Array.isArray(answer.sections) ? answer.sections : [])
      .map((section) => ({ title: text(section?.title, 255), text: text(section?.text, 20_000) }))
      .filter((section) => section.text);
    if (!sections.length) throw new Error('Antwort ohne Abschnitte');
    const site = await this.dataSource.getRepository(Site).findOneByOrFail({ id: job.siteId! });
    const siteType = this.types.find(site.type) ?? this.types.find('default')!;
    const content = sanitizeSiteContent(
      siteType,
      withText(site.content, { type: 'text_slider', value: { slides: sections } }),
    ) as unknown[];
    if (validateContent(siteType, content).errors.length) throw new Error('Antwort passt nicht');
    const draft = {
      title: text(answer.title, 255) || null,
      description: text(answer.description, 1000) || null,
      content,
    };
    await this.dataSource.getRepository(Site).save({ id: job.siteId!, draft });
    return { siteId: job.siteId, title: draft.title, sections: sections.length };
  }

  private async drawImage(job: ContentAiJob): Promise<Record<string, unknown>> {
    const image = await this.client().images.generate({
      model: this.config.env.CONTENT_AI_IMAGE_MODEL || 'gpt-image-1',
      prompt: job.prompt,
      size: '1024x1024',
      n: 1,
    });
    const first = image.data?.[0];
    if (!first?.url && !first?.b64_json) throw new Error('Antwort ohne Bild');
    return first.url ? { url: first.url } : { dataUrl: `data:image/png;base64,${first.b64_json}` };
  }
}
