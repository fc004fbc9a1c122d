import { describe, expect, it } from 'vitest';
import stores from '../../content/demo-stores.json' with { type: 'json' };
import {
  chatLoadOptions,
  generatedSessionId,
  PROACTIVE_DELAY_MS,
  PROACTIVE_MESSAGE,
  PROACTIVE_VISIBLE_MS,
  proactiveTrace,
  sessionIdFor,
  type ChatSettings,
} from '../../src/lib/chat.ts';
import { DEMO_STORE_SLUGS } from '../support/spec-lists.ts';

const base: ChatSettings = {
  scriptUrl: 'https://cdn.voiceflow.com/widget-next/bundle.mjs',
  runtimeUrl: 'https://general-runtime.voiceflow.com',
  projectId: '65f1a2b3c4d5e6f708192a3b',
  position: 'bottom-right',
  session: { strategy: 'mock', id: 'demo-1' },
};

describe('session ids', () => {
  it('generates prefix-timestamp-random', () => {
    expect(generatedSessionId('sellzone', 1772445600000, () => 0.5)).toBe(
      'sellzone-1772445600000-' + (36 ** 8 / 2).toString(36),
    );
    expect(generatedSessionId('s', 1, () => 0)).toBe('s-1-00000000');
  });

  it.each([
    [{ strategy: 'generated', prefix: 'shop' } as const, /^shop-1700000000000-[a-z0-9]{8}$/],
    [{ strategy: 'mock', id: 'demo-vm-club-0001' } as const, /^demo-vm-club-0001$/],
  ])('%o gives an id shaped %s', (session, shape) => {
    expect(sessionIdFor(session, 1700000000000)).toMatch(shape);
  });

  it('differs between visits for generated ids', () => {
    const a = sessionIdFor({ strategy: 'generated', prefix: 'p' }, 1);
    const b = sessionIdFor({ strategy: 'generated', prefix: 'p' }, 1);
    expect(a).not.toBe(b);
  });
});

describe('chatLoadOptions', () => {
  it('builds the minimal Voiceflow options with the launch event', () => {
    expect(chatLoadOptions(base, 'https://site.test/vm-club-4x7k2p', 'demo-1')).toEqual({
      verify: { projectID: '65f1a2b3c4d5e6f708192a3b' },
      url: 'https://general-runtime.voiceflow.com',
      versionID: 'production',
      assistant: { position: 'right' },
      launch: { event: { type: 'launch', payload: { url: 'https://site.test/vm-club-4x7k2p', sessionId: 'demo-1' } } },
    });
  });

  it.each([
    [{ position: 'bottom-left' } as const, { assistant: { position: 'left' } }],
    [{ voiceUrl: 'https://runtime-api.voiceflow.com' }, { voice: { url: 'https://runtime-api.voiceflow.com' } }],
    [{ stylesheet: 'https://x.test/a.css' }, { assistant: { position: 'right', stylesheet: 'https://x.test/a.css' } }],
    [{ persistence: 'localStorage' } as const, { assistant: { position: 'right', persistence: 'localStorage' } }],
  ])('adds %o', (extra, expected) => {
    expect(chatLoadOptions({ ...base, ...extra }, 'u', 's')).toMatchObject(expected);
  });

  it('leaves voice out when the store has none', () => {
    expect(chatLoadOptions(base, 'u', 's')).not.toHaveProperty('voice');
  });
});

describe('proactive message', () => {
  it('is the Bulgarian text, 20 s after load for 10 s', () => {
    expect(PROACTIVE_MESSAGE).toBe('Не намирате това, което търсите? Нека ви помогна!');
    expect(proactiveTrace()).toEqual({ type: 'text', payload: { message: PROACTIVE_MESSAGE } });
    expect([PROACTIVE_DELAY_MS, PROACTIVE_VISIBLE_MS]).toEqual([20_000, 10_000]);
  });
});

describe('content/demo-stores.json', () => {
  it('has the eight stores with one generated session and one persistent chat', () => {
    expect(stores.map((s) => s.slug)).toEqual(DEMO_STORE_SLUGS);
    expect(stores.filter((s) => s.chat.session.strategy === 'generated').map((s) => s.slug)).toEqual(['sellzone']);
    expect(stores.filter((s) => 'persistence' in s.chat).map((s) => s.slug)).toEqual(['egradina']);
    expect(new Set(stores.map((s) => s.chat.position))).toEqual(new Set(['bottom-left', 'bottom-right']));
  });
});
