/** The one seam to the chat provider's script: adds it once and hands back window.voiceflow.chat. */
import { storageInMemory, type VoiceflowLoadOptions } from '../../lib/browser/chat.ts';

export interface VoiceflowChat {
  /** Renders the widget; resolves once it is on screen (after its publishing settings arrived). */
  load(options: VoiceflowLoadOptions): unknown;
  /** Unmounts it. The provider's bundle throws when nothing has been loaded yet. */
  destroy?(): void;
  proactive: { push(...traces: Array<{ type: 'text'; payload: { message: string } }>): void; clear(): void };
}

declare global {
  interface Window {
    voiceflow?: { chat?: VoiceflowChat };
  }
}

const SCRIPT_TIMEOUT_MS = 15_000;
const pending = new Map<string, Promise<VoiceflowChat>>();

/** The widget is not part of the page's own load: requesting it earlier would hold the load event. */
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * The provider's script reads `localStorage` as it runs, and where the visitor's browser refuses
 * site data that read throws, so the widget would never load. There the page's two storages become
 * ones that forget with the page: the chat works, and nothing is kept, as the visitor chose.
 */
function keepStorageReadable(): void {
  for (const kind of ['localStorage', 'sessionStorage'] as const) {
    try {
      void window[kind];
    } catch {
      Object.defineProperty(window, kind, { configurable: true, value: storageInMemory() });
    }
  }
}

/**
 * Requests the provider's script once per URL. A failed request is forgotten (and its element
 * removed) so that Retry requests it again.
 */
export function loadVoiceflow(scriptUrl: string): Promise<VoiceflowChat> {
  const existing = pending.get(scriptUrl);
  if (existing) return existing;
  const promise = pageLoaded()
    .then(
      () =>
        new Promise<VoiceflowChat>((resolve, reject) => {
          keepStorageReadable();
          const script = document.createElement('script');
          script.src = scriptUrl;
          script.type = 'text/javascript';
          script.async = true;
          script.dataset.chatWidget = '';
          // A CDN that never answers must not leave the visitor with "Loading…" forever.
          const timer = window.setTimeout(
            () => reject(new Error('The chat script did not arrive in time.')),
            SCRIPT_TIMEOUT_MS,
          );
          script.addEventListener('load', () => {
            window.clearTimeout(timer);
            const chat = window.voiceflow?.chat;
            if (chat) resolve(chat);
            else reject(new Error('The chat script loaded but did not start.'));
          });
          script.addEventListener('error', () => {
            window.clearTimeout(timer);
            reject(new Error('The chat script could not be downloaded.'));
          });
          document.body.append(script);
        }),
    )
    .catch((error: unknown) => {
      pending.delete(scriptUrl);
      document.querySelectorAll(`script[data-chat-widget][src="${CSS.escape(scriptUrl)}"]`).forEach((s) => s.remove());
      throw error;
    });
  pending.set(scriptUrl, promise);
  return promise;
}

const rendered = new WeakSet<VoiceflowChat>();

/** Shows the widget with these options, replacing what an earlier load() rendered. */
export async function renderWidget(chat: VoiceflowChat, options: VoiceflowLoadOptions): Promise<void> {
  if (rendered.has(chat)) chat.destroy?.();
  rendered.delete(chat);
  await chat.load(options);
  rendered.add(chat);
}
