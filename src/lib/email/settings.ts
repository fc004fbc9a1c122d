import type { SiteConfig } from '../site-schema.ts';

export type EmailTemplate = 'contact' | 'demo' | 'waitlist';

/**
 * Everything a form island needs to send (plain, serialisable: pages pass it as a prop).
 * With no real EmailJS keys the forms talk to the local stand-in on the site's own origin.
 */
export interface EmailSettings {
  publicKey: string;
  serviceId: string;
  templates: Record<EmailTemplate, string>;
  /** True: post to this site's origin (scripts/email-standin.ts) instead of api.emailjs.com. */
  sameOrigin: boolean;
}

export const LOCAL_STANDIN: EmailSettings = {
  publicKey: 'local_public_key',
  serviceId: 'local_service',
  templates: { contact: 'template_contact', demo: 'template_demo', waitlist: 'template_waitlist' },
  sameOrigin: true,
};

export function emailSettings(site: SiteConfig, realService: boolean): EmailSettings {
  if (!realService) return LOCAL_STANDIN;
  const e = site.services.email;
  return {
    publicKey: e.publicKey,
    serviceId: e.serviceId,
    // The waitlist may share the demo template when no template of its own is configured.
    templates: { contact: e.templateContact, demo: e.templateDemo, waitlist: e.templateWaitlist || e.templateDemo },
    sameOrigin: false,
  };
}
