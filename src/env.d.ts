import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates on the first focus, pointer, key, input or submit inside the island (src/directives/intent.ts). */
    'client:intent'?: boolean;
  }
}
