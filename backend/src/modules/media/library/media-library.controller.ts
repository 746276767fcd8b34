import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../../common/auth/access';
import { Ctx, RequestContext } from '../../../common/auth/actor';
import { ApiPageResponse } from '../../../common/http/api-response';
import { MediaLibraryEntryResponse, MediaLibraryQueryDto } from '../dto/media-library.dto';
import { MediaLibraryService } from './media-library.service';

/** The back office's media library: pictures and customers' files in one grid. */
@ApiTags('media-library')
@Controller('media-library')
export class MediaLibraryController {
  constructor(private readonly library: MediaLibraryService) {}

  /** Newest first, filtered by search, type, used / unused and branch; paged. */
  @Get()
  @Access({ role: 'employee' })
  @ApiPageResponse(MediaLibraryEntryResponse)
  list(@Query() query: MediaLibraryQueryDto, @Ctx() ctx: RequestContext) {
    return this.library.list(query, ctx);
  }
}
