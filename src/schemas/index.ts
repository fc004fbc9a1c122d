/** The content schema toolkit: field helpers, the one parse function, the checked loaders. */
export * from './fields.ts';
export * from './parse.ts';
