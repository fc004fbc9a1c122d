import { describe, expect, it, vi } from 'vitest';
import raw from '../../content/site.json' with { type: 'json' };
import policyFile from '../../content/cookies/policy.json' with { type: 'json' };
import {
  consentDefaultsScript,
  consentModeFor,
  CONSENT_DEFAULTS,
  cookieDeletions,
  cookieDomainsFor,
  gtagScriptUrl,
  withdrawnCookieNames,
} from '../../src/lib/browser/analytics.ts';
import {
  ALL_ACCEPTED,
  checkDecision,
  clearConsent,
  CONSENT_KEY,
  decisionExpiresAt,
  ONLY_ESSENTIAL,
  parsePreferences,
  POLICY_VERSION,
  PREFERENCES_KEY,
  readConsent,
  writeConsent,
  type KeyValueStore,
} from '../../src/lib/shared/consent.ts';
import { currentDecisionMarkerScript } from '../../src/lib/shared/consent-record.ts';
import { allowChatWidget, sitePolicy } from '../../src/lib/node/csp.ts';
import { resolveSiteConfig } from '../../src/schemas/site.ts';

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

const DECIDED = '2025-03-02T10:00:00.000Z';
/** The JSON a current decision is stored as: the categories, the policy version, the decision date. */
const stored = (prefs: object, extra: object = {}) =>
  JSON.stringify({ ...prefs, version: POLICY_VERSION, decidedAt: DECIDED, ...extra });
const at = (iso: string) => ({ now: () => new Date(iso) });
const SOON_AFTER = at('2025-03-03T10:00:00Z');

describe('readConsent / writeConsent / clearConsent', () => {
  it('needs the flag to be exactly "true"', () => {
    const prefs = stored(ALL_ACCEPTED);
    expect(readConsent(memoryStore({ [PREFERENCES_KEY]: prefs }), vi.fn(), SOON_AFTER)).toBeNull();
    expect(
      readConsent(memoryStore({ [CONSENT_KEY]: 'false', [PREFERENCES_KEY]: prefs }), vi.fn(), SOON_AFTER),
    ).toBeNull();
    expect(readConsent(memoryStore({ [CONSENT_KEY]: 'true', [PREFERENCES_KEY]: prefs }), vi.fn(), SOON_AFTER)).toEqual(
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
  ])('stores %s as the flag and the JSON preferences with version and date', (_label, choice, prefs) => {
    const store = memoryStore();
    expect(writeConsent(store, choice, at('2026-03-02T10:00:08Z'))).toEqual(prefs);
    expect(store.data.get(CONSENT_KEY)).toBe('true');
    expect(JSON.parse(store.data.get(PREFERENCES_KEY)!)).toEqual({
      ...prefs,
      version: POLICY_VERSION,
      decidedAt: '2026-03-02T10:00:08.000Z',
    });
    expect(readConsent(store, vi.fn(), at('2026-03-02T10:00:09Z'))).toEqual(prefs);
  });

  it('clears both keys', () => {
    const store = memoryStore();
    writeConsent(store, ALL_ACCEPTED);
    clearConsent(store);
    expect(store.data.size).toBe(0);
    expect(readConsent(store, vi.fn())).toBeNull();
  });
});

describe('a decision lasts 12 months and only for the current policy version', () => {
  const store = (prefs: string) => memoryStore({ [CONSENT_KEY]: 'true', [PREFERENCES_KEY]: prefs });

  it('takes the policy version from content/cookies/policy.json', () => {
    expect(POLICY_VERSION).toBe(policyFile[0]!.policyVersion);
    expect(Number.isInteger(POLICY_VERSION) && POLICY_VERSION > 0).toBe(true);
  });

  it.each([
    ['one day before 12 months', '2026-03-01T10:00:00Z', 'current'],
    ['one millisecond before 12 months', '2026-03-02T09:59:59.999Z', 'current'],
    ['exactly 12 months', '2026-03-02T10:00:00Z', 'expired'],
    ['one day after 12 months', '2026-03-03T10:00:00Z', 'expired'],
  ])('decided 2 March 2025, judged %s later: %s', (_label, now, status) => {
    const warn = vi.fn();
    const check = checkDecision('true', stored(ALL_ACCEPTED), at(now), warn);
    expect(check.status).toBe(status);
    expect(readConsent(store(stored(ALL_ACCEPTED)), warn, at(now))).toEqual(status === 'current' ? ALL_ACCEPTED : null);
    expect(warn).not.toHaveBeenCalled();
  });

  it('counts 12 calendar months in UTC', () => {
    expect(decisionExpiresAt(new Date('2025-03-02T10:00:00Z')).toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(decisionExpiresAt(new Date('2025-12-31T23:30:00Z')).toISOString()).toBe('2026-12-31T23:30:00.000Z');
    expect(decisionExpiresAt(new Date('2024-02-29T12:00:00Z')).toISOString()).toBe('2025-03-01T12:00:00.000Z');
  });

  it.each([
    ['an older version', { version: POLICY_VERSION - 1 }],
    ['a newer version', { version: POLICY_VERSION + 1 }],
    ['the version as text', { version: String(POLICY_VERSION) }],
    ['no version (stored before decisions carried one)', { version: undefined }],
  ])('treats %s as no decision, without logging', (_label, extra) => {
    const warn = vi.fn();
    expect(checkDecision('true', stored(ALL_ACCEPTED, extra), SOON_AFTER, warn)).toEqual({ status: 'outdated' });
    expect(readConsent(store(stored(ALL_ACCEPTED, extra)), warn, SOON_AFTER)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('judges against the injected policy version', () => {
    const raised = { policyVersion: POLICY_VERSION + 1, ...SOON_AFTER };
    expect(readConsent(store(stored(ONLY_ESSENTIAL)), vi.fn(), raised)).toBeNull();
    const written = memoryStore();
    writeConsent(written, ONLY_ESSENTIAL, raised);
    expect(readConsent(written, vi.fn(), raised)).toEqual(ONLY_ESSENTIAL);
    expect(readConsent(written, vi.fn(), SOON_AFTER)).toBeNull();
  });

  it.each([
    ['no date', { decidedAt: undefined }],
    ['a date that is not one', { decidedAt: 'yesterday' }],
    ['a number instead of a date', { decidedAt: 1740909600000 }],
    ['a date so far ahead that it could never expire', { decidedAt: '+275760-01-01T00:00:00.000Z' }],
  ])('logs a decision with %s as damaged', (_label, extra) => {
    const warn = vi.fn();
    expect(checkDecision('true', stored(ALL_ACCEPTED, extra), SOON_AFTER, warn)).toEqual({ status: 'damaged' });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('logs damaged JSON once and reports it as damaged, not as nothing stored', () => {
    const warn = vi.fn();
    expect(checkDecision('true', '{"analytics":tru', SOON_AFTER, warn)).toEqual({ status: 'damaged' });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toMatch(/could not be read/);
    expect(checkDecision(null, null, SOON_AFTER, warn)).toEqual({ status: 'none' });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('accepts a decision dated in the future (a clock set wrong) until 12 months after its date', () => {
    expect(checkDecision('true', stored(ALL_ACCEPTED), at('2025-01-01T00:00:00Z'), vi.fn()).status).toBe('current');
  });
});

describe('the /cookies marker script agrees with readConsent', () => {
  /** Runs the inline <head> script against a stored pair and a fixed "now"; true when it marks <html>. */
  function marks(flag: string | null, raw: string | null, nowIso: string): boolean {
    const classes = new Set<string>();
    const now = new Date(nowIso).getTime();
    class FixedDate extends Date {
      static override now() {
        return now;
      }
    }
    const local = memoryStore({
      ...(flag === null ? {} : { [CONSENT_KEY]: flag }),
      ...(raw === null ? {} : { [PREFERENCES_KEY]: raw }),
    });
    const document = { documentElement: { classList: { add: (c: string) => classes.add(c) } } };
    // The marker is an inline script: run its text as the browser would, with stand-ins for its globals.
    const marker = new Function(
      'localStorage',
      'document',
      'Date',
      currentDecisionMarkerScript('has-consent', POLICY_VERSION),
    ) as (storage: typeof local, doc: typeof document, date: typeof FixedDate) => void;
    marker(local, document, FixedDate);
    return classes.has('has-consent');
  }

  it.each([
    ['a current decision', 'true', stored(ONLY_ESSENTIAL), '2025-06-01T00:00:00Z'],
    ['one day before expiry', 'true', stored(ALL_ACCEPTED), '2026-03-01T10:00:00Z'],
    ['exactly at expiry', 'true', stored(ALL_ACCEPTED), '2026-03-02T10:00:00Z'],
    ['one day after expiry', 'true', stored(ALL_ACCEPTED), '2026-03-03T10:00:00Z'],
    ['an older version', 'true', stored(ALL_ACCEPTED, { version: POLICY_VERSION - 1 }), '2025-06-01T00:00:00Z'],
    ['no version', 'true', JSON.stringify(ALL_ACCEPTED), '2025-06-01T00:00:00Z'],
    ['no flag', null, stored(ALL_ACCEPTED), '2025-06-01T00:00:00Z'],
    ['flag "false"', 'false', stored(ALL_ACCEPTED), '2025-06-01T00:00:00Z'],
    ['no preferences', 'true', null, '2025-06-01T00:00:00Z'],
    ['broken JSON', 'true', '{oops', '2025-06-01T00:00:00Z'],
    ['JSON null', 'true', 'null', '2025-06-01T00:00:00Z'],
    ['an array', 'true', '[1,2]', '2025-06-01T00:00:00Z'],
    ['a missing category', 'true', stored({ analytics: true, marketing: true }), '2025-06-01T00:00:00Z'],
    ['a bad date', 'true', stored(ALL_ACCEPTED, { decidedAt: 'soon' }), '2025-06-01T00:00:00Z'],
    ['a numeric date', 'true', stored(ALL_ACCEPTED, { decidedAt: 1740909600000 }), '2025-06-01T00:00:00Z'],
    [
      'a date that could never expire',
      'true',
      stored(ALL_ACCEPTED, { decidedAt: '+275760-01-01T00:00:00.000Z' }),
      '2025-06-01T00:00:00Z',
    ],
  ])('%s', (_label, flag, raw, now) => {
    const expected = checkDecision(flag, raw, at(now), vi.fn()).status === 'current';
    expect(marks(flag, raw, now)).toBe(expected);
  });
});

describe('removing the cookies of withdrawn categories', () => {
  const JAR =
    '_ga=GA1.1.123.456; _ga_TEST123=GS1.1.789; _gid=GA1.1.5; _gat_UA-1=1; _gcl_au=1.1.2; splash=1; my_ga=x; _gac_gb_X=3';

  it.each([
    [ONLY_ESSENTIAL, ['_ga', '_ga_TEST123', '_gid', '_gat_UA-1', '_gcl_au', '_gac_gb_X']],
    [{ analytics: false, marketing: true }, ['_ga', '_ga_TEST123', '_gid', '_gat_UA-1']],
    [{ analytics: true, marketing: false }, ['_gcl_au', '_gac_gb_X']],
    [ALL_ACCEPTED, []],
  ])('%o removes %o and leaves other cookies', (prefs, names) => {
    expect(withdrawnCookieNames(JAR, prefs)).toEqual(names);
  });

  it('reads an empty or odd cookie string', () => {
    expect(withdrawnCookieNames('', ONLY_ESSENTIAL)).toEqual([]);
    expect(withdrawnCookieNames('_ga=1;_ga=2; ;=x', ONLY_ESSENTIAL)).toEqual(['_ga']);
  });

  it.each([
    ['www.shop.example.com', ['www.shop.example.com', 'shop.example.com', 'example.com']],
    ['example.com', ['example.com']],
    ['localhost', []],
    ['127.0.0.1', []],
    ['[::1]', []],
  ])('deletes on %s host-only and on %o', (host, domains) => {
    expect(cookieDomainsFor(host)).toEqual(domains);
    const expired = '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/';
    expect(cookieDeletions('_ga', host)).toEqual([expired, ...domains.map((d) => `${expired}; domain=${d}`)]);
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
    [{ analytics: false, marketing: false }, 'denied'],
    [{ analytics: true, marketing: false }, 'granted'],
    [{ analytics: false, marketing: true }, 'denied'],
    [{ analytics: true, marketing: true }, 'granted'],
  ] as const)(
    '%o → analytics_storage %s, and the ad signals denied: the site runs no advertising tag',
    (prefs, analytics) => {
      expect(consentModeFor(prefs)).toEqual({
        analytics_storage: analytics,
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      });
    },
  );

  it('builds the gtag URL', () => {
    expect(gtagScriptUrl('G-TEST123')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
  });
});

describe('CSP for analytics and the chat widget', () => {
  it('admits Google only when a measurement id is configured', () => {
    const off = sitePolicy(resolveSiteConfig(raw, {}));
    expect(off.scriptResources).toEqual(["'self'"]);
    expect(off.directives.join(';')).not.toMatch(/google/);
    const on = sitePolicy(resolveSiteConfig(raw, { PUBLIC_GA_MEASUREMENT_ID: 'G-TEST123' }));
    expect(on.scriptResources).toContain('https://www.googletagmanager.com');
    // Google's GA4 guidance: requests to three hosts, pixels from two.
    expect(on.directives).toContain(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(on.directives).toContain(
      "img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com",
    );
    // Nothing on the pages starts a worker, Google's tag included.
    for (const policy of [off, on]) expect(policy.directives).toContain("worker-src 'none'");
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
