export * from './time-zone';
export * from './rounding';
export * from './format';
export * from './opening-hours';
export * from './slots';
export * from './units';
export * from './pricing';
