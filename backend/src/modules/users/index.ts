/** The public face of the users module: what other modules may import. */
export * from './entities/user.entity';
export * from './users.module';
export * from './users.service';
export * from './dto/user.response';
