import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../../common/auth/access';
import { Ctx, RequestContext } from '../../common/auth/actor';
import { ParseIdPipe } from '../../common/crud/parse-id.pipe';
import { ApiDataResponse, ApiFileResponse } from '../../common/http/api-response';
import { FormSubmissionResponse, FormSubmittedResponse } from './contracts/cms.response';
import { FormRejected, FormsService } from './forms.service';

@ApiTags('forms')
@Controller()
export class FormsController {
  constructor(private readonly forms: FormsService) {}

  /**
   * A visitor's form (backoffice-api.md §7 Public form): the body maps fieldId (or index) to
   * the value. A refusal answers `{ "errors": ["…", …] }`, a list of German strings.
   */
  @Post('custom/form/:formId')
  @Access('public')
  @ApiBody({ schema: { type: 'object', additionalProperties: true, example: { name: 'Anna' } } })
  @ApiDataResponse(FormSubmittedResponse, { status: 201 })
  async submit(
    @Param('formId', ParseIdPipe) formId: number,
    @Body() body: unknown,
    @Ctx() ctx: RequestContext,
    @Res() reply: FastifyReply,
  ) {
    try {
      const data = await this.forms.submit(formId, body, ctx);
      return reply.status(201).send({ data });
    } catch (error) {
      if (error instanceof FormRejected)
        return reply.status(error.status).send({ errors: error.errors });
      throw error;
    }
  }

  @Get('nodes/:id/submissions')
  @Access({ role: 'admin' })
  @ApiDataResponse([FormSubmissionResponse])
  submissions(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    return this.forms.submissions(id, ctx);
  }

  @Get('nodes/:id/submissions.csv')
  @Access({ role: 'admin' })
  @ApiFileResponse(['text/csv'], { description: 'Die Einsendungen als CSV (Semikolon, UTF-8)' })
  async csv(
    @Param('id', ParseIdPipe) id: number,
    @Ctx() ctx: RequestContext,
    @Res() reply: FastifyReply,
  ) {
    const body = await this.forms.csv(id, ctx);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="formular-${id}.csv"`)
      .send(body);
  }
}
