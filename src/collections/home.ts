/** Content collections of this area; see src/content.config.ts. */
export const collections = {};
