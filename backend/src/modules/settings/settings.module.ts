import { Module } from '@nestjs/common';
import { PublicCacheModule } from '../public-cache';
import { ConfigController } from './config.controller';
import { SettingsService } from './settings.service';

@Module({
  imports: [PublicCacheModule],
  controllers: [ConfigController],
  providers: [SettingsService],
  exports: [SettingsService, PublicCacheModule],
})
export class SettingsModule {}
