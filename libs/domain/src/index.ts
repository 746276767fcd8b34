export * from './time-zone';
export * from './rounding';
export * from './format';
