/**
 * The one seam to the email service (@emailjs/browser 4.4.1). Browser-only at call time.
 * Note: the library's send() accepts an `origin` option but only init() stores it (sendPost
 * reads the origin from the library's store), so init() is what points it at the stand-in.
 */
import emailjs from '@emailjs/browser';
import { describeSendFailure, type SendFailure } from './errors.ts';
import type { EmailSettings, EmailTemplate } from './settings.ts';

function originFor(settings: EmailSettings): string | undefined {
  return settings.sameOrigin ? window.location.origin : undefined;
}

/** Initialise the library with the public key (and the stand-in origin); call on mount. */
export function initEmail(settings: EmailSettings): void {
  const origin = originFor(settings);
  emailjs.init(origin ? { publicKey: settings.publicKey, origin } : { publicKey: settings.publicKey });
}

export type SendResult = { ok: true } | { ok: false; failure: SendFailure };

export async function sendEmail(
  settings: EmailSettings,
  template: EmailTemplate,
  params: Record<string, string>,
): Promise<SendResult> {
  const origin = originFor(settings);
  try {
    initEmail(settings);
    await emailjs.send(settings.serviceId, settings.templates[template], params, {
      publicKey: settings.publicKey,
      ...(origin ? { origin } : {}),
    });
    return { ok: true };
  } catch (error) {
    const failure = describeSendFailure(error);
    console.error(failure.developerMessage);
    return { ok: false, failure };
  }
}
