import { Module } from '@nestjs/common';
import { MediaModule } from '../media';
import { PublicCacheModule } from '../public-cache';
import { ConfigController } from './config.controller';
import { SettingsService } from './settings.service';
import { ThemeFontsController } from './theme-fonts.controller';

@Module({
  imports: [PublicCacheModule, MediaModule],
  controllers: [ConfigController, ThemeFontsController],
  providers: [SettingsService],
  exports: [SettingsService, PublicCacheModule],
})
export class SettingsModule {}
