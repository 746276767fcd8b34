/** The public face of the customers module: what other modules may import. */
export * from './customers.module';
export * from './donatee-queries.service';
export * from './entities/donatee.entity';
export * from './dto/customers.response';
