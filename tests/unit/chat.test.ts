import { describe, expect, it } from 'vitest';
import stores from '../../content/demo-stores.json' with { type: 'json' };
import {
  chatLoadOptions,
  chatPersistence,
  generatedSessionId,
  isWidgetSaveMessage,
  keepRemovedConversation,
  settleChatStorage,
  PROACTIVE_DELAY_MS,
  PROACTIVE_VISIBLE_MS,
  proactiveTrace,
  sessionIdFor,
  type ChatSettings,
  storageInMemory,
} from '../../src/lib/browser/chat.ts';
import { removeChatWidgetKeys, type ChatStore } from '../../src/lib/browser/chat-keys.ts';
import { uiStrings } from '../../src/lib/node/strings.ts';
import { allowChatWidget, EMPTY_STYLE_HASH, type PageCsp } from '../../src/lib/node/csp.ts';
import { cspHash } from '../../src/lib/node/csp-per-page.ts';
import { resolveSiteConfig } from '../../src/schemas/site.ts';
import siteJson from '../../content/site.json' with { type: 'json' };
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
      // The widget's own default is localStorage: a store that keeps nothing says so.
      assistant: { position: 'right', persistence: 'memory' },
      launch: { event: { type: 'launch', payload: { url: 'https://site.test/vm-club-4x7k2p', sessionId: 'demo-1' } } },
    });
  });

  it.each([
    [{ position: 'bottom-left' } as const, { assistant: { position: 'left' } }],
    [{ voiceUrl: 'https://runtime-api.voiceflow.com' }, { voice: { url: 'https://runtime-api.voiceflow.com' } }],
    [{ stylesheet: 'https://x.test/a.css' }, { assistant: { position: 'right', stylesheet: 'https://x.test/a.css' } }],
    // Without a consent argument: the store keeps the chat for the tab only.
    [{ persistence: 'localStorage' } as const, { assistant: { position: 'right', persistence: 'sessionStorage' } }],
  ])('adds %o', (extra, expected) => {
    expect(chatLoadOptions({ ...base, ...extra }, 'u', 's')).toMatchObject(expected);
  });

  it('passes the persistence it is given', () => {
    const options = chatLoadOptions({ ...base, persistence: 'localStorage' }, 'u', 's', 'localStorage');
    expect(options.assistant.persistence).toBe('localStorage');
  });

  it('leaves voice out when the store has none', () => {
    expect(chatLoadOptions(base, 'u', 's')).not.toHaveProperty('voice');
  });
});

describe('chat persistence and consent', () => {
  it.each([
    [undefined, false, 'memory'],
    [undefined, true, 'memory'],
    ['localStorage', false, 'sessionStorage'],
    ['localStorage', true, 'localStorage'],
  ] as const)('store persistence %s with functionality consent %s: %s', (persistence, consent, expected) => {
    expect(chatPersistence(persistence ? { persistence } : {}, consent)).toBe(expected);
  });

  /** A Storage-shaped Map, in insertion order like the browser's. */
  function store(entries: Record<string, string> = {}): ChatStore & { entries(): Record<string, string> } {
    const map = new Map(Object.entries(entries));
    return {
      get length() {
        return map.size;
      },
      key: (index) => [...map.keys()][index] ?? null,
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => void map.set(key, value),
      removeItem: (key) => void map.delete(key),
      entries: () => Object.fromEntries(map),
    };
  }
  const KEY = 'voiceflow-session-65f1a2b3c4d5e6f708192a40';
  const OTHER = 'voiceflow-session-65f1a2b3c4d5e6f708192a3b';
  const AUDIO = 'voiceflow-chat-widget:audio-output';
  const consentKeys = { cookieConsent: 'true', cookiePreferences: '{}' };
  const settle = (persistence: 'localStorage' | 'sessionStorage' | 'memory', functionalityConsent: boolean) =>
    ({ persistence, functionalityConsent, projectId: '65f1a2b3c4d5e6f708192a40' }) as const;

  it('without consent moves the conversation to sessionStorage and leaves no widget key in localStorage', () => {
    const local = store({ ...consentKeys, [KEY]: '{"userID":"u1"}', [OTHER]: '{"userID":"u2"}', [AUDIO]: 'true' });
    const session = store();
    settleChatStorage(settle('sessionStorage', false), local, session);
    expect(local.entries()).toEqual(consentKeys);
    expect(session.entries()).toEqual({ [KEY]: '{"userID":"u1"}' });
  });

  it('with consent moves a tab-only conversation into localStorage', () => {
    const local = store({ ...consentKeys, [OTHER]: '{"userID":"u2"}' });
    const session = store({ [KEY]: '{"userID":"u1","turns":[1]}' });
    settleChatStorage(settle('localStorage', true), local, session);
    expect(local.entries()).toEqual({
      ...consentKeys,
      [OTHER]: '{"userID":"u2"}',
      [KEY]: '{"userID":"u1","turns":[1]}',
    });
    expect(session.entries()).toEqual({});
  });

  it('moves the newer entry: the storage the widget just saved to', () => {
    const local = store({ [KEY]: '{"userID":"u1","turns":[1,2]}' });
    const session = store();
    settleChatStorage(settle('sessionStorage', false), local, session);
    expect(session.entries()).toEqual({ [KEY]: '{"userID":"u1","turns":[1,2]}' });
  });

  it('a store that keeps nothing removes widget keys without consent and leaves them with it', () => {
    const kept = { [OTHER]: '{"userID":"u2"}', [AUDIO]: 'false' };
    const withConsent = store(kept);
    settleChatStorage(settle('memory', true), withConsent, store());
    expect(withConsent.entries()).toEqual(kept);
    const withoutConsent = store(kept);
    settleChatStorage(settle('memory', false), withoutConsent, store());
    expect(withoutConsent.entries()).toEqual({});
  });

  it('removes every widget key from localStorage and nothing else (a withdrawal on any page)', () => {
    const local = store({ ...consentKeys, [KEY]: '{"userID":"u1"}', [AUDIO]: 'true', 'voiceflow-other': 'x' });
    removeChatWidgetKeys(local);
    expect(local.entries()).toEqual({ ...consentKeys, 'voiceflow-other': 'x' });
  });

  describe('a conversation removed from localStorage by another tab', () => {
    const removed = { key: KEY, oldValue: '{"userID":"u1"}', newValue: null };
    const withoutConsent = { persistence: 'sessionStorage', projectId: settle('memory', false).projectId } as const;

    it('stays for this tab when consent no longer allows localStorage', () => {
      const session = store();
      keepRemovedConversation(removed, withoutConsent, session);
      expect(session.entries()).toEqual({ [KEY]: '{"userID":"u1"}' });
    });

    it('leaves a newer copy this tab already moved, and ignores other keys, writes and allowed storage', () => {
      const moved = store({ [KEY]: '{"userID":"u1","turns":[1]}' });
      keepRemovedConversation(removed, withoutConsent, moved);
      expect(moved.entries()).toEqual({ [KEY]: '{"userID":"u1","turns":[1]}' });

      const session = store();
      keepRemovedConversation({ ...removed, key: OTHER }, withoutConsent, session);
      keepRemovedConversation({ ...removed, newValue: '{"userID":"u1"}' }, withoutConsent, session);
      keepRemovedConversation({ ...removed, oldValue: null }, withoutConsent, session);
      keepRemovedConversation(removed, { ...withoutConsent, persistence: 'localStorage' }, session);
      keepRemovedConversation(removed, { ...withoutConsent, persistence: 'memory' }, session);
      expect(session.entries()).toEqual({});
    });
  });

  it("recognises the widget's save announcements", () => {
    expect(isWidgetSaveMessage(JSON.stringify({ type: 'voiceflow:save_session', payload: {} }))).toBe(true);
    expect(isWidgetSaveMessage(JSON.stringify({ type: 'voiceflow:open' }))).toBe(false);
    expect(isWidgetSaveMessage('voiceflow:save_session')).toBe(false);
    expect(isWidgetSaveMessage({ type: 'voiceflow:save_session' })).toBe(false);
  });
});

describe('proactive message', () => {
  it('is the Bulgarian text, 20 s after load for 10 s', () => {
    const message = uiStrings('en').chat.proactiveMessage;
    expect(message).toBe('Не намирате това, което търсите? Нека ви помогна!');
    expect(proactiveTrace(message)).toEqual({ type: 'text', payload: { message } });
    expect([PROACTIVE_DELAY_MS, PROACTIVE_VISIBLE_MS]).toEqual([20_000, 10_000]);
  });
});

describe('content/demo-stores.json', () => {
  it('has the eight stores with one generated session and one persistent chat', () => {
    // The spec's eight first; an editor adds more for "See it on your store" leads (docs/editing.md).
    const spec = stores.slice(0, DEMO_STORE_SLUGS.length);
    expect(spec.map((s) => s.slug)).toEqual(DEMO_STORE_SLUGS);
    expect(new Set(stores.map((s) => `${s.slug}-${s.id}`)).size).toBe(stores.length);
    expect(spec.filter((s) => s.chat.session.strategy === 'generated').map((s) => s.slug)).toEqual(['sellzone']);
    expect(spec.filter((s) => 'persistence' in s.chat).map((s) => s.slug)).toEqual(['egradina']);
    expect(new Set(spec.map((s) => s.chat.position))).toEqual(new Set(['bottom-left', 'bottom-right']));
  });
});

describe('CSP of a page with the chat widget', () => {
  function policyCalls(needs: Parameters<typeof allowChatWidget>[2]) {
    const calls: string[] = [];
    const csp: PageCsp = {
      insertScriptResource: (r) => calls.push(`script ${String(r)}`),
      insertStyleResource: (r) => calls.push(`style ${String(r)}`),
      insertDirective: (d) => calls.push(d),
      insertScriptHash: (h) => calls.push(`script-hash ${String(h)}`),
      insertStyleHash: (h) => calls.push(`style-hash ${String(h)}`),
    };
    allowChatWidget(csp, resolveSiteConfig(siteJson, {}), needs);
    return calls;
  }

  it('admits the empty <style> by its hash, never unsafe-inline', () => {
    expect(`'${EMPTY_STYLE_HASH}'`).toBe(cspHash(''));
    const calls = policyCalls({});
    expect(calls).toContain(`style-hash ${EMPTY_STYLE_HASH}`);
    expect(calls.join(' ')).not.toContain('unsafe-inline');
  });

  it('admits the voice runtime and audio only for a store with voice', () => {
    expect(policyCalls({})).toEqual([
      'script https://cdn.voiceflow.com',
      `style-hash ${EMPTY_STYLE_HASH}`,
      'connect-src https://general-runtime.voiceflow.com',
      'img-src https://cdn.voiceflow.com',
    ]);
    const voice = policyCalls({ voice: true });
    expect(voice).toContain('connect-src https://general-runtime.voiceflow.com https://runtime-api.voiceflow.com');
    expect(voice).toContain("media-src 'self' data: https://general-runtime.voiceflow.com");
  });

  it('admits each client stylesheet origin once', () => {
    const calls = policyCalls({ stylesheets: ['https://a.example/x.css', 'https://a.example/y.css'] });
    expect(calls.filter((call) => call.startsWith('style '))).toEqual(['style https://a.example']);
  });
});

describe("storageInMemory (the widget's storage where the browser refuses site data)", () => {
  it('keeps what is set for the page only, as a Storage does', () => {
    const store = storageInMemory();
    store.setItem('a', '1');
    store.setItem('b', '2');
    expect([store.length, store.key(0), store.getItem('a'), store.getItem('c')]).toEqual([2, 'a', '1', null]);
    store.removeItem('a');
    expect(store.getItem('a')).toBeNull();
    store.clear();
    expect(store.length).toBe(0);
    expect(storageInMemory().getItem('b')).toBeNull();
  });
});
