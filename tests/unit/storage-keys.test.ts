/**
 * The browser storage keys the site sets come from one constant each, and each is declared in the
 * cookie inventory the cookie policy page lists (content/cookies/inventory.json, and its Bulgarian twin).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { SPLASH_SEEN_KEY } from '../../src/lib/browser/splash.ts';
import { CONSENT_KEY, PREFERENCES_KEY } from '../../src/lib/shared/consent-record.ts';

/** The inventory's rows as written: each row's id is the key or cookie name it declares. */
const inventory = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Array<Record<string, unknown>>;

describe('storage keys and the cookie inventory', () => {
  it('the splash’s key is the inventory row that says the loading screen shows once per visit', () => {
    for (const file of ['content/cookies/inventory.json', 'content/bg/cookies/inventory.json']) {
      const row = inventory(file).find((entry) => entry.id === SPLASH_SEEN_KEY);
      expect(row, file).toMatchObject({ id: SPLASH_SEEN_KEY, kind: 'sessionStorage', category: 'essential' });
    }
  });

  it('the consent decision’s two keys are the inventory’s local-storage rows', () => {
    for (const file of ['content/cookies/inventory.json', 'content/bg/cookies/inventory.json'])
      for (const key of [CONSENT_KEY, PREFERENCES_KEY])
        expect(
          inventory(file).find((entry) => entry.id === key),
          `${file} ${key}`,
        ).toMatchObject({ kind: 'localStorage', category: 'essential' });
  });
});
