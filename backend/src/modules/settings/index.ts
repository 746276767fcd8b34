/** The public face of the settings module: what other modules may import. */
export * from './entities/setting.entity';
export * from './settings.module';
export * from './settings.service';
export * from './dto/config.response';
