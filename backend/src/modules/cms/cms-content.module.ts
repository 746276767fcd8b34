import { Module } from '@nestjs/common';
import { ContentAiService } from './content-ai.service';
import { SiteTypes } from './site-types';

/**
 * The part of the CMS the worker needs: the site types and the 'content' queue's handler
 * (Content AI). The API gets it through CmsModule; the worker imports it alone.
 */
@Module({
  providers: [SiteTypes, ContentAiService],
  exports: [SiteTypes, ContentAiService],
})
export class CmsContentModule {}
