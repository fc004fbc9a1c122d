/** The one seam to the chat provider's script: adds it once and hands back window.voiceflow.chat. */
import type { VoiceflowLoadOptions } from '../../lib/chat.ts';

export interface VoiceflowChat {
  load(options: VoiceflowLoadOptions): unknown;
  destroy?(): void;
  proactive: { push(...traces: Array<{ type: 'text'; payload: { message: string } }>): void; clear(): void };
}

declare global {
  interface Window {
    voiceflow?: { chat?: VoiceflowChat };
  }
}

const pending = new Map<string, Promise<VoiceflowChat>>();

/**
 * Requests the provider's script once per URL. A failed request is forgotten (and its element
 * removed) so that Retry requests it again.
 */
export function loadVoiceflow(scriptUrl: string): Promise<VoiceflowChat> {
  const existing = pending.get(scriptUrl);
  if (existing) return existing;
  const promise = new Promise<VoiceflowChat>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.type = 'text/javascript';
    script.async = true;
    script.dataset.chatWidget = '';
    script.addEventListener('load', () => {
      const chat = window.voiceflow?.chat;
      if (chat) resolve(chat);
      else reject(new Error('The chat script loaded but did not start.'));
    });
    script.addEventListener('error', () => reject(new Error('The chat script could not be downloaded.')));
    document.body.append(script);
  }).catch((error: unknown) => {
    pending.delete(scriptUrl);
    document.querySelectorAll(`script[data-chat-widget][src="${CSS.escape(scriptUrl)}"]`).forEach((s) => s.remove());
    throw error;
  });
  pending.set(scriptUrl, promise);
  return promise;
}
