/** The public face of the cms module: what other modules may import. */
export * from './cms.module';
export * from './redirect-resolver';
export * from './site-types';
export * from './entities/site.entity';
export * from './entities/navigation.entity';
export * from './entities/block.entity';
export * from './entities/node.entity';
export * from './contracts/cms.response';
export * from './cms-content.module';
