import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access';
import { ParseIdPipe } from '../../common/crud/parse-id.pipe';
import { ApiDataResponse } from '../../common/http/api-response';
import { ContentAiService } from './content-ai.service';
import { ContentAiJobResponse } from './contracts/cms.response';
import { GenerateImageDto, GenerateSiteDto } from './dto/content-ai.dto';

@ApiTags('content-ai')
@Controller('content-ai')
@Access({ role: 'admin' })
export class ContentAiController {
  constructor(private readonly contentAi: ContentAiService) {}

  /** Starts writing a site's text; it lands in the site's draft (202 with the job). */
  @Post('generate/site/:id')
  @HttpCode(202)
  @ApiDataResponse(ContentAiJobResponse, { status: 202 })
  generateSite(@Param('id', ParseIdPipe) id: number, @Body() body: GenerateSiteDto) {
    return this.contentAi.generateSite(id, body.prompt);
  }

  @Post('generate/image')
  @HttpCode(202)
  @ApiDataResponse(ContentAiJobResponse, { status: 202 })
  generateImage(@Body() body: GenerateImageDto) {
    return this.contentAi.generateImage(body.prompt);
  }

  /** A job's progress (0–100), status and result. */
  @Get('jobs/:id')
  @ApiDataResponse(ContentAiJobResponse)
  job(@Param('id', ParseIdPipe) id: number) {
    return this.contentAi.find(id);
  }
}
