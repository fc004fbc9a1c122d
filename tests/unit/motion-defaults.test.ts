/**
 * The defaults the spec gives the two text effects, rendered by Astro itself: the site passes its own
 * values everywhere, so only a component rendered without them shows its defaults.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';

type Component = Parameters<AstroContainer['renderToString']>[0];
/** Loaded by Vite with Astro's plugin; ESLint's type checker does not read .astro files. */
const component = async (path: string) => ((await import(path)) as { default: Component }).default;
const Highlight = await component('../../src/components/motion/Highlight.astro');
const RotatingText = await component('../../src/components/motion/RotatingText.astro');

const container = await AstroContainer.create();

describe('text effect defaults (spec: rotating text 2000 ms; highlight 600 ms, 2 iterations, padding 2, stroke 1.5)', () => {
  it('rotating text turns every 2000 ms unless told otherwise', async () => {
    const html = await container.renderToString(RotatingText, { props: { phrases: ['one', 'two'] } });
    expect(html).toContain('data-interval="2000"');
  });

  it('highlight draws for 600 ms, twice, with padding 2 and stroke 1.5 unless told otherwise', async () => {
    const html = await container.renderToString(Highlight, { slots: { default: 'text' } });
    const config = /data-highlight="([^"]+)"/.exec(html)?.[1]?.replaceAll('&quot;', '"');
    expect(JSON.parse(config ?? 'null')).toMatchObject({
      strokeWidth: 1.5,
      animationDuration: 600,
      iterations: 2,
      padding: 2,
    });
  });
});
