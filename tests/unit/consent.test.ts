import { describe, expect, it, vi } from 'vitest';
import raw from '../../content/site.json' with { type: 'json' };
import { consentDefaultsScript, consentModeFor, CONSENT_DEFAULTS, gtagScriptUrl } from '../../src/lib/analytics.ts';
import {
  ALL_ACCEPTED,
  clearConsent,
  CONSENT_KEY,
  ONLY_ESSENTIAL,
  parsePreferences,
  PREFERENCES_KEY,
  readConsent,
  writeConsent,
  type KeyValueStore,
} from '../../src/lib/consent.ts';
import { allowChatWidget, sitePolicy } from '../../src/lib/csp.ts';
import { resolveSiteConfig } from '../../src/lib/site-schema.ts';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('parsePreferences', () => {
  it.each([
    [
      '{"essential":true,"analytics":true,"marketing":false,"functionality":true}',
      { analytics: true, marketing: false, functionality: true },
    ],
    [
      '{"essential":false,"analytics":false,"marketing":false,"functionality":false}',
      { analytics: false, marketing: false, functionality: false },
    ],
  ])('reads %s with essential always on', (json, expected) => {
    const warn = vi.fn();
    expect(parsePreferences(json, warn)).toEqual({ essential: true, ...expected });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['not json', '{oops'],
    ['an array', '[true,true]'],
    ['null', 'null'],
    ['a string', '"yes"'],
    ['a missing category', '{"essential":true,"analytics":true,"marketing":true}'],
    ['a non-boolean', '{"essential":true,"analytics":"yes","marketing":false,"functionality":false}'],
  ])('logs %s and treats it as no consent', (_label, json) => {
    const warn = vi.fn();
    expect(parsePreferences(json, warn)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('treats nothing stored as no consent without logging', () => {
    const warn = vi.fn();
    expect(parsePreferences(null, warn)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('readConsent / writeConsent / clearConsent', () => {
  it('needs the flag to be exactly "true"', () => {
    const prefs = JSON.stringify(ALL_ACCEPTED);
    expect(readConsent(memoryStore({ [PREFERENCES_KEY]: prefs }), vi.fn())).toBeNull();
    expect(readConsent(memoryStore({ [CONSENT_KEY]: 'false', [PREFERENCES_KEY]: prefs }), vi.fn())).toBeNull();
    expect(readConsent(memoryStore({ [CONSENT_KEY]: 'true', [PREFERENCES_KEY]: prefs }), vi.fn())).toEqual(
      ALL_ACCEPTED,
    );
  });

  it('logs a corrupt preferences value and reports no consent', () => {
    const warn = vi.fn();
    expect(readConsent(memoryStore({ [CONSENT_KEY]: 'true', [PREFERENCES_KEY]: '{broken' }), warn)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('reports no consent when storage throws', () => {
    const warn = vi.fn();
    const blocked: KeyValueStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(readConsent(blocked, warn)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it.each([
    ['Accept All', ALL_ACCEPTED, { essential: true, analytics: true, marketing: true, functionality: true }],
    ['Reject All', ONLY_ESSENTIAL, { essential: true, analytics: false, marketing: false, functionality: false }],
    [
      'a custom choice',
      { analytics: true },
      { essential: true, analytics: true, marketing: false, functionality: false },
    ],
  ])('stores %s as the flag and the JSON preferences', (_label, choice, stored) => {
    const store = memoryStore();
    expect(writeConsent(store, choice)).toEqual(stored);
    expect(store.data.get(CONSENT_KEY)).toBe('true');
    expect(JSON.parse(store.data.get(PREFERENCES_KEY)!)).toEqual(stored);
  });

  it('clears both keys', () => {
    const store = memoryStore();
    writeConsent(store, ALL_ACCEPTED);
    clearConsent(store);
    expect(store.data.size).toBe(0);
    expect(readConsent(store, vi.fn())).toBeNull();
  });
});

describe('Consent Mode v2 mapping', () => {
  it('defaults every signal to denied', () => {
    expect(CONSENT_DEFAULTS).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
    expect(consentDefaultsScript()).toContain(`gtag('consent','default',{"ad_storage":"denied"`);
  });

  it.each([
    [{ analytics: false, marketing: false }, 'denied', 'denied'],
    [{ analytics: true, marketing: false }, 'granted', 'denied'],
    [{ analytics: false, marketing: true }, 'denied', 'granted'],
    [{ analytics: true, marketing: true }, 'granted', 'granted'],
  ] as const)('%o → analytics_storage %s, ad signals %s', (prefs, analytics, ads) => {
    expect(consentModeFor(prefs)).toEqual({
      analytics_storage: analytics,
      ad_storage: ads,
      ad_user_data: ads,
      ad_personalization: ads,
    });
  });

  it('builds the gtag URL', () => {
    expect(gtagScriptUrl('G-TEST123')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
  });
});

describe('CSP for analytics and the chat widget', () => {
  it('admits Google only when a measurement id is configured', () => {
    const off = sitePolicy(resolveSiteConfig(raw, {}), false);
    expect(off.scriptResources).toEqual(["'self'"]);
    expect(off.directives.join(';')).not.toMatch(/google/);
    const on = sitePolicy(resolveSiteConfig(raw, { PUBLIC_GA_MEASUREMENT_ID: 'G-TEST123' }), false);
    expect(on.scriptResources).toContain('https://www.googletagmanager.com');
  });

  it('adds the chat provider to one page policy', () => {
    const calls: string[] = [];
    allowChatWidget(
      {
        insertScriptResource: (r) => calls.push(`script ${r}`),
        insertStyleResource: (r) => calls.push(`style ${r}`),
        insertDirective: (d) => calls.push(d),
        insertScriptHash: (h) => calls.push(`script-hash ${String(h)}`),
        insertStyleHash: (h) => calls.push(`style-hash ${String(h)}`),
      },
      resolveSiteConfig(raw, {}),
      { stylesheets: ['https://static.shop.example/chat.css'] },
    );
    expect(calls).toEqual([
      'script https://cdn.voiceflow.com',
      'style-hash sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
      'style https://static.shop.example',
      'connect-src https://general-runtime.voiceflow.com',
      'img-src https://cdn.voiceflow.com',
    ]);
  });
});
