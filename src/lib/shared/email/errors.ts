/**
 * What went wrong when @emailjs/browser 4.4.1 did not send, in words a developer can act on.
 * How the library fails (read in node_modules/@emailjs/browser/es):
 * - the service answered non-2xx: it rejects with EmailJSResponseStatus { status, text };
 * - its own guards reject with the same shape: 451 'Unavailable For Headless Browser'
 *   (blockHeadless), 403 'Forbidden' (blockList), 429 'Too Many Requests' (limitRate);
 * - a missing public key, service ID or template ID: it rejects with a plain string
 *   ("The public key is required. Visit …");
 * - fetch itself failed (offline, DNS, CSP): it does not catch, so the rejection is a TypeError;
 *   EmailJSResponseStatus's defaults (status 0, 'Network Error') describe that case.
 */
export interface SendFailure {
  /** HTTP-like status; 0 for a network failure, null for a configuration problem. */
  status: number | null;
  text: string;
  /** One line for console.error: what happened and what to check. */
  developerMessage: string;
}

const HINTS: Record<number, string> = {
  0: 'the request never reached the email service (offline, blocked by CSP or an extension, or the host is down)',
  400: 'the email service rejected the request: check the service ID, template ID and template parameters',
  403: 'the email service refused the request (blocked address or origin not allowed in the EmailJS dashboard)',
  413: 'the submission is too large for the email service (EmailJS takes at most 50 KB of template parameters)',
  412: 'the email service is misconfigured (the email account of the service needs reconnecting)',
  429: 'too many requests: the rate limit of the email account or of the SDK was hit',
  451: 'the SDK refused to send from a headless browser (blockHeadless)',
};

function isResponseStatus(error: unknown): error is { status: number; text: string } {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number';
}

export function describeSendFailure(error: unknown): SendFailure {
  if (typeof error === 'string') {
    return {
      status: null,
      text: error,
      developerMessage: `[email] Not sent: ${error} (set the PUBLIC_EMAILJS_* variables, see .env.example)`,
    };
  }
  if (isResponseStatus(error)) {
    const text = 'text' in error && typeof error.text === 'string' && error.text ? error.text : 'Network Error';
    const hint =
      HINTS[error.status] ??
      (error.status >= 500
        ? 'the email service had an internal error; try again later'
        : 'unexpected answer from the email service');
    return { status: error.status, text, developerMessage: `[email] Not sent: ${error.status} ${text}: ${hint}.` };
  }
  const text = error instanceof Error ? error.message : String(error);
  return {
    status: 0,
    text: 'Network Error',
    developerMessage: `[email] Not sent: 0 Network Error (${text}): ${HINTS[0]}.`,
  };
}

const NETLIFY_HINTS: Record<number, string> = {
  0: 'the request never reached Netlify (offline, blocked by CSP or an extension, or the host is down)',
  404: 'Netlify Forms does not know this form: enable form detection in the Netlify UI and redeploy',
  405: 'the host did not accept a form POST: is this deploy served by Netlify?',
  413: 'the submission is larger than Netlify Forms accepts',
  422: 'Netlify Forms rejected the fields: the form in the built HTML must declare every field sent',
};

function isHttpAnswer(answer: unknown): answer is { status: number; statusText?: unknown } {
  return typeof answer === 'object' && answer !== null && 'status' in answer && typeof answer.status === 'number';
}

/** What went wrong with a background POST to Netlify Forms: a non-2xx answer or a network error. */
export function describeNetlifyFailure(answer: unknown): SendFailure {
  if (isHttpAnswer(answer)) {
    const text = typeof answer.statusText === 'string' && answer.statusText ? answer.statusText : 'HTTP error';
    const hint =
      NETLIFY_HINTS[answer.status] ??
      (answer.status >= 500 ? 'Netlify had an internal error; try again later' : 'unexpected answer from Netlify');
    return {
      status: answer.status,
      text,
      developerMessage: `[email] Not sent to Netlify Forms: ${answer.status} ${text}: ${hint}.`,
    };
  }
  const detail = answer instanceof Error ? answer.message : String(answer);
  return {
    status: 0,
    text: 'Network Error',
    developerMessage: `[email] Not sent to Netlify Forms: 0 Network Error (${detail}): ${NETLIFY_HINTS[0]}.`,
  };
}

/** The service refused the submission for its size (HTTP 413): shortening it, not retrying, helps. */
export function isTooLarge(failure: Pick<SendFailure, 'status'>): boolean {
  return failure.status === 413;
}
