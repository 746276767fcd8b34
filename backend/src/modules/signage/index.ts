/** The public face of the signage module: what other modules may import. */
export * from './entities/signage-device.entity';
export * from './entities/signage-scene.entity';
export * from './entities/signage-segment.entity';
export * from './entities/signage-stream.entity';
export * from './signage.module';
