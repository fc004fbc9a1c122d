/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability, until when the file is
 * valid, the policy (the trust page) and the languages a report may be written in. Written at build
 * time from content/site.json (`security`) by src/pages/.well-known/security.txt.ts.
 */

/** RFC 9116 §2.5.5: an Expires more than a year ahead is discouraged; this site refuses it. */
const MAX_AHEAD_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Why `expires` cannot be published on `now`'s build, or null when it can: it must be an ISO 8601
 * date and time with its offset, after `now` and at most a year ahead of it. An expired file tells
 * researchers the contact is stale; one far ahead is a file nobody will remember to renew.
 */
export function securityTxtExpiryProblem(expires: string, now: Date): string | null {
  const field = 'content/site.json → "security" → "expires"';
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(expires)) {
    return `${field}: "${expires}" is not an ISO 8601 date and time such as 2027-05-31T00:00:00Z`;
  }
  const [year, month, day] = expires.slice(0, 10).split('-').map(Number) as [number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  const at = Date.parse(expires);
  if (Number.isNaN(at) || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) {
    return `${field}: "${expires}" is not a real date`;
  }
  if (at <= now.getTime()) {
    return `${field}: ${expires} has passed; set a date less than a year ahead (security.txt, RFC 9116)`;
  }
  if (at - now.getTime() > MAX_AHEAD_MS) {
    return `${field}: ${expires} is more than a year ahead; set a date less than a year ahead (security.txt, RFC 9116)`;
  }
  return null;
}

export interface SecurityTxt {
  /** The address reports go to (written as a mailto: URI). */
  email: string;
  /** ISO 8601, checked by securityTxtExpiryProblem. */
  expires: string;
  /** Absolute URL of the security policy (the trust page). */
  policy: string;
  /** Absolute URL of this file where it is published. */
  canonical: string;
  /** Language tags a report may be written in, most preferred first. */
  languages: readonly string[];
}

/** The file's text: one field per line, CRLF-free, ending with a newline (RFC 9116 §4). */
export function securityTxt({ email, expires, policy, canonical, languages }: SecurityTxt): string {
  return [
    `Contact: mailto:${email}`,
    `Expires: ${new Date(expires).toISOString()}`,
    `Policy: ${policy}`,
    `Preferred-Languages: ${languages.join(', ')}`,
    `Canonical: ${canonical}`,
    '',
  ].join('\n');
}
