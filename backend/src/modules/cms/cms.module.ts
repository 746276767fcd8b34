import { Module } from '@nestjs/common';
import { crudToken } from '../../common/crud/crud.controller';
import { MediaModule, MediaUsageRegistry } from '../media';
import { PublicCacheModule } from '../public-cache';
import { SettingsModule } from '../settings';
import {
  BlocksController,
  NodesController,
  blockCrudProvider,
  nodeCrudProvider,
} from './blocks-nodes.controller';
import { CmsTypesController } from './cms-types.controller';
import { ContentAiController } from './content-ai.controller';
import { CmsContentModule } from './cms-content.module';
import { registerCmsMediaUsage } from './cms-media-usage';
import { FormsController } from './forms.controller';
import { FormsService } from './forms.service';
import {
  NavigationsController,
  RedirectsController,
  navigationCrudProvider,
  redirectCrudProvider,
} from './navigations-redirects.controller';
import { RedirectResolver } from './redirect-resolver';
import { SiteTypes } from './site-types';
import { SitesController, siteCrudProvider } from './sites.controller';

/**
 * Content management (backoffice-api.md §3, §7): sites, blocks, nodes, navigations,
 * redirects, public forms and Content AI. The API's; the worker imports CmsContentModule.
 */
@Module({
  imports: [SettingsModule, PublicCacheModule, CmsContentModule, MediaModule],
  controllers: [
    SitesController,
    BlocksController,
    NodesController,
    NavigationsController,
    RedirectsController,
    FormsController,
    ContentAiController,
    CmsTypesController,
  ],
  providers: [
    siteCrudProvider,
    blockCrudProvider,
    nodeCrudProvider,
    navigationCrudProvider,
    redirectCrudProvider,
    FormsService,
    RedirectResolver,
  ],
  // The start data carries sites, navigations, blocks and nodes.
  exports: [
    CmsContentModule,
    RedirectResolver,
    crudToken('sites'),
    crudToken('navigations'),
    crudToken('blocks'),
    crudToken('nodes'),
  ],
})
export class CmsModule {
  constructor(usages: MediaUsageRegistry, types: SiteTypes) {
    registerCmsMediaUsage(usages, types);
  }
}
