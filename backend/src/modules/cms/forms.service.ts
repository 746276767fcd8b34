import { HttpStatus, Injectable } from '@nestjs/common';
import { checkFormSubmission, escapeHtml, readFormNode } from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import { RequestContext } from '../../common/auth/actor';
import { ApiError } from '../../common/http/api-error';
import { KeyValueStore } from '../../common/kv/key-value-store';
import { JobQueue } from '../jobs';
import { SettingsService } from '../settings';
import { FormSubmission } from './entities/form-submission.entity';
import { CmsNode } from './entities/node.entity';

/** Per address: a person sends a form now and then; a script far more. */
export const FORM_RATE = { limit: 50, windowSeconds: 10 * 60 };

/** A refused submission: the spec's shape, `{ errors: [string, …] }` (backoffice-api.md §7). */
export class FormRejected extends Error {
  constructor(
    readonly status: number,
    readonly errors: string[],
  ) {
    super(errors.join(' '));
  }
}

/** The form's mail to the shop: every answer, labelled, as text and HTML. */
export function renderFormMail(formName: string, submission: FormSubmission) {
  const lines = submission.answers.map(
    (answer) =>
      `${answer.label}: ${answer.value === true ? 'Ja' : answer.value === false ? 'Nein' : (answer.value ?? '–')}`,
  );
  const subject = `Neue Anfrage über das Formular „${formName}“`;
  const text = `${subject}\n\n${lines.join('\n')}\n`;
  const html =
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1><table>` +
    submission.answers
      .map(
        (answer) =>
          `<tr><th align="left" style="padding-right:12px">${escapeHtml(answer.label)}</th><td style="white-space:pre-wrap">${escapeHtml(
            answer.value === true ? 'Ja' : answer.value === false ? 'Nein' : (answer.value ?? '–'),
          )}</td></tr>`,
      )
      .join('') +
    '</table>';
  return { subject, text, html };
}

/** Public forms: checked against the form node, stored, mailed to the shop through the job seam. */
@Injectable()
export class FormsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly kv: KeyValueStore,
    private readonly settings: SettingsService,
  ) {}

  async findForm(formId: number, ctx: RequestContext): Promise<CmsNode> {
    const node = await this.dataSource.getRepository(CmsNode).findOneBy({ id: formId });
    if (!node || node.type !== 'form' || (!node.isPublic && !ctx.actor))
      throw ApiError.notFound('Das Formular wurde nicht gefunden.');
    return node;
  }

  async submit(formId: number, body: unknown, ctx: RequestContext) {
    const node = await this.findForm(formId, ctx).catch(() => {
      throw new FormRejected(HttpStatus.NOT_FOUND, ['Das Formular wurde nicht gefunden.']);
    });
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new FormRejected(HttpStatus.BAD_REQUEST, ['Die Anfrage ist ungültig.']);
    const form = readFormNode(node.content);
    const fields = form?.fields ?? [];
    const { errors, answers } = checkFormSubmission(fields, body as Record<string, unknown>);
    if (errors.length) throw new FormRejected(HttpStatus.UNPROCESSABLE_ENTITY, errors);
    const count = await this.kv.increment(`form-rate:${ctx.ip}`, FORM_RATE.windowSeconds);
    if (count > FORM_RATE.limit)
      throw new FormRejected(HttpStatus.TOO_MANY_REQUESTS, [
        'Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es später erneut.',
      ]);
    const config = await this.settings.get();
    const recipient = form?.recipient ?? '';
    const formName = form?.name ?? node.identifier;
    const saved = await this.dataSource.transaction(async (manager) => {
      const submission = await manager
        .getRepository(FormSubmission)
        .save({ form: { id: node.id } as CmsNode, answers });
      if (recipient) {
        const mail = renderFormMail(formName, submission);
        const key = `cms-form:${submission.id}`;
        const fromName = (config as { shopName?: string | null }).shopName ?? undefined;
        await this.jobs.addInTransaction(
          manager,
          'email',
          'cms-form',
          { to: recipient, ...mail, key, fromName },
          { key },
        );
      }
      return submission;
    });
    await this.jobs.flush();
    const thankYou = node.content.thankYouMessage;
    return {
      id: saved.id,
      thankYouMessage: typeof thankYou === 'string' && thankYou.trim() ? thankYou : null,
    };
  }

  async submissions(formId: number, ctx: RequestContext) {
    await this.findForm(formId, ctx);
    const rows = await this.dataSource.getRepository(FormSubmission).find({
      where: { form: { id: formId } },
      order: { id: 'DESC' },
      loadRelationIds: true,
    });
    return rows.map((row) => ({
      id: row.id,
      formId,
      answers: row.answers,
      createdAt: row.createdAt,
    }));
  }

  /** The submissions as CSV for a spreadsheet: ';' separated, UTF-8 with BOM, one column per field. */
  async csv(formId: number, ctx: RequestContext): Promise<string> {
    const node = await this.findForm(formId, ctx);
    const fields = readFormNode(node.content)?.fields ?? [];
    const rows = await this.submissions(formId, ctx);
    const cell = (value: unknown) => {
      const text = value === true ? 'Ja' : value === false ? 'Nein' : String(value ?? '');
      // A leading = + - @ would be a formula in a spreadsheet.
      const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
      return `"${safe.replace(/"/g, '""')}"`;
    };
    const header = ['Nr.', 'Eingegangen', ...fields.map((field) => field.value.label)];
    const lines = rows.map((row) => [
      row.id,
      new Date(row.createdAt).toISOString(),
      ...fields.map((field) => row.answers.find((a) => a.fieldId === field.value.fieldId)?.value),
    ]);
    return (
      '\uFEFF' + [header, ...lines].map((line) => line.map(cell).join(';')).join('\r\n') + '\r\n'
    );
  }
}
