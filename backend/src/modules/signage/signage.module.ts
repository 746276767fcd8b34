import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { MediaModule, MediaUsageRegistry } from '../media';
import { PublicCacheModule } from '../public-cache';
import { SignageCommandsService } from './signage-commands.service';
import {
  signageCrudProvider,
  deviceCrud,
  sceneCrud,
  segmentCrud,
  streamCrud,
} from './signage-crud';
import { SignageFilesService } from './signage-files.service';
import { registerSignageMediaUsage } from './signage-media-usage';
import { SignagePlayerController } from './signage-player.controller';
import { SignagePlayerService } from './signage-player.service';
import {
  ScenesController,
  SegmentsController,
  SignageDevicesController,
  StreamsController,
} from './signage.controllers';

/**
 * Digital signage (backoffice-api.md §3, §4, §7): scenes, segments („Filmsequenzen“),
 * streams and TVs with the generic CRUD, commands to TVs over the live events, and the
 * player's API. The player's page itself is served by registerSignagePlayer (player-host).
 * Needs the global JobsModule-free seams LiveEvents and KeyValueStore.
 */
@Module({
  imports: [AuditModule, MediaModule, PublicCacheModule],
  controllers: [
    ScenesController,
    SegmentsController,
    StreamsController,
    SignageDevicesController,
    SignagePlayerController,
  ],
  providers: [
    signageCrudProvider(sceneCrud),
    signageCrudProvider(segmentCrud),
    signageCrudProvider(streamCrud),
    signageCrudProvider(deviceCrud),
    SignageCommandsService,
    SignagePlayerService,
    SignageFilesService,
  ],
})
export class SignageModule {
  constructor(usages: MediaUsageRegistry) {
    registerSignageMediaUsage(usages);
  }
}
