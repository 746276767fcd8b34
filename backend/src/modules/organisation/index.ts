/** The public face of the organisation module: what other modules may import. */
export * from './api-keys.service';
export * from './branch-queries.service';
export * from './branch.presenter';
export * from './dto/address.dto';
export * from './dto/branch.dto';
export * from './dto/delivery-area.dto';
export * from './dto/opening-hour-rule.dto';
export * from './entities/branch.entity';
export * from './entities/delivery-area.entity';
export * from './entities/dining-table.entity';
export * from './entities/division.entity';
export * from './entities/opening-hour-rule';
export * from './entities/tag.entity';
export * from './organisation.module';
export * from './dto/organisation.response';
