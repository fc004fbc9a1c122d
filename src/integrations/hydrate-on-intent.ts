import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Adds `client:intent` (src/directives/intent.ts): islands that hydrate on first use. */
export function hydrateOnIntent(): AstroIntegration {
  return {
    name: 'hydrate-on-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'intent',
          entrypoint: fileURLToPath(new URL('../directives/intent.ts', import.meta.url)),
        });
      },
    },
  };
}
