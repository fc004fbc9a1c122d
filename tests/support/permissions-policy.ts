/** The Permissions-Policy a browser applies: the last value of a feature wins (RFC 8941). */
export function microphoneAllowlist(policy: string): string | undefined {
  const entries = policy.split(',').map((entry) => entry.trim());
  return entries.filter((entry) => entry.startsWith('microphone=')).at(-1);
}
