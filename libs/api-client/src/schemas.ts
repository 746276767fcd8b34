import type { components } from './generated/schema';

/** The API's schemas by name, as generated from its OpenAPI document (generated/schema.ts). */
export type Schemas = components['schemas'];
export type { components, paths, operations } from './generated/schema';
