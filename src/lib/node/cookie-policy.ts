/**
 * The cookie policy version a stored cookie decision must carry to count, read from
 * content/cookies/policy.json through its schema. The browser gets it as a constant written in at
 * build time (`__COOKIE_POLICY_VERSION__`, vite.define in astro.config.mjs), so no content file and
 * no schema code reaches a visitor; Node code (test presets, the engine tests) calls this.
 */
import { cookiePolicyFileSchema } from '../../schemas/cookies.ts';
import { loadContentFile } from '../../schemas/load.ts';

const COOKIE_POLICY_FILE = 'content/cookies/policy.json';

export function cookiePolicyVersion(): number {
  const [policy] = loadContentFile(cookiePolicyFileSchema, COOKIE_POLICY_FILE);
  if (!policy) throw new Error(`${COOKIE_POLICY_FILE} has no entry`);
  return policy.policyVersion;
}
