/**
 * The chat widget (Voiceflow) on client demo pages: session ids and the options of
 * window.voiceflow.chat.load(). DOM-free so it can be unit-tested.
 */
import { chatSessionKey, removeChatWidgetKeys, type ChatStore } from './chat-keys.ts';

/** The proactive message appears 20 s after the widget loads and is cleared 10 s later. */
export const PROACTIVE_DELAY_MS = 20_000;
export const PROACTIVE_VISIBLE_MS = 10_000;

export type WidgetPosition = 'bottom-left' | 'bottom-right';
export type SessionStrategy = { strategy: 'generated'; prefix: string } | { strategy: 'mock'; id: string };

/** Everything the loader island needs: plain, serialisable props. */
export interface ChatSettings {
  scriptUrl: string;
  runtimeUrl: string;
  projectId: string;
  position: WidgetPosition;
  session: SessionStrategy;
  /** Voice runtime URL when the store uses voice. */
  voiceUrl?: string;
  stylesheet?: string;
  persistence?: 'localStorage';
}

/**
 * Where the widget keeps the conversation (its `assistant.persistence`): `localStorage` survives
 * reloads and browser restarts, `sessionStorage` only reloads in the same tab, `memory` nothing.
 */
export type ChatPersistence = 'localStorage' | 'sessionStorage' | 'memory';

/**
 * The widget's own default is localStorage, so every store states one. Only a store configured to
 * keep the chat, and only with "functionality" cookie consent, gets localStorage; without consent
 * (rejected, or no decision yet) that store keeps it for the tab only. Other stores keep nothing.
 */
export function chatPersistence(
  settings: Pick<ChatSettings, 'persistence'>,
  functionalityConsent: boolean,
): ChatPersistence {
  if (settings.persistence !== 'localStorage') return 'memory';
  return functionalityConsent ? 'localStorage' : 'sessionStorage';
}

/**
 * Puts this project's conversation where `persistence` (from the consent stored NOW) says and,
 * without "functionality" consent, removes every widget key from localStorage. The widget reads
 * its storage only when it loads and writes to the one it was loaded with, so this runs before
 * it loads, after each of its saves, when consent changes and when the page is left: a change of
 * consent neither loses the open conversation nor leaves anything of the chat in localStorage.
 * The entry to move is always the newer one: a widget saving to one storage removes the other.
 */
export function settleChatStorage(
  {
    persistence,
    functionalityConsent,
    projectId,
  }: {
    persistence: ChatPersistence;
    functionalityConsent: boolean;
    projectId: string;
  },
  local: ChatStore,
  session: ChatStore,
): void {
  const key = chatSessionKey(projectId);
  const move = (from: ChatStore, to: ChatStore) => {
    const value = from.getItem(key);
    if (value === null) return;
    to.setItem(key, value);
    from.removeItem(key);
  };
  if (persistence === 'localStorage') move(session, local);
  else if (persistence === 'sessionStorage') move(local, session);
  if (!functionalityConsent) removeChatWidgetKeys(local);
}

/** The part of a StorageEvent that says which key changed and how. */
export interface StorageChange {
  key: string | null;
  oldValue: string | null;
  newValue: string | null;
}

/**
 * Another tab removed this project's conversation from localStorage (consent withdrawn there, which
 * clears the chat on any page): the conversation open in this tab stays for the tab, as it does when
 * consent changes in this tab. Without this, whether it stayed would depend on which of the other
 * tab's changes this tab heard first.
 */
export function keepRemovedConversation(
  change: StorageChange,
  { persistence, projectId }: { persistence: ChatPersistence; projectId: string },
  session: ChatStore,
): void {
  const key = chatSessionKey(projectId);
  if (persistence !== 'sessionStorage' || change.key !== key) return;
  if (change.newValue !== null || change.oldValue === null || session.getItem(key) !== null) return;
  session.setItem(key, change.oldValue);
}

/** The widget announces each save of its session with window.postMessage (a JSON string). */
export function isWidgetSaveMessage(data: unknown): boolean {
  if (typeof data !== 'string' || !data.includes('voiceflow:save_session')) return false;
  try {
    return (JSON.parse(data) as { type?: unknown }).type === 'voiceflow:save_session';
  } catch {
    return false;
  }
}

/** `{prefix}-{timestamp}-{random}`: unique per visit, sortable by time, readable in the logs. */
export function generatedSessionId(prefix: string, now: number, random: () => number): string {
  const suffix = Math.floor(random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0');
  return `${prefix}-${now}-${suffix}`;
}

export function sessionIdFor(session: SessionStrategy, now: number = Date.now(), random: () => number = Math.random) {
  return session.strategy === 'generated' ? generatedSessionId(session.prefix, now, random) : session.id;
}

export interface VoiceflowLoadOptions {
  verify: { projectID: string };
  url: string;
  versionID: 'production';
  voice?: { url: string };
  assistant: {
    position: 'left' | 'right';
    stylesheet?: string;
    persistence: ChatPersistence;
  };
  launch: { event: { type: 'launch'; payload: { url: string; sessionId: string } } };
}

/**
 * The page the chat was opened on, as its launch event tells the provider: the address without its
 * query or fragment. A demo link sent by e-mail may carry a mail client's tracking tags or the
 * recipient's address there, which the provider's transcripts have no need of.
 */
export function chatPageUrl(location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}`;
}

export function chatLoadOptions(
  settings: ChatSettings,
  pageUrl: string,
  sessionId: string,
  persistence: ChatPersistence = chatPersistence(settings, false),
): VoiceflowLoadOptions {
  const assistant: VoiceflowLoadOptions['assistant'] = {
    position: settings.position === 'bottom-left' ? 'left' : 'right',
    persistence,
  };
  if (settings.stylesheet) assistant.stylesheet = settings.stylesheet;
  const options: VoiceflowLoadOptions = {
    verify: { projectID: settings.projectId },
    url: settings.runtimeUrl,
    versionID: 'production',
    assistant,
    launch: { event: { type: 'launch', payload: { url: pageUrl, sessionId } } },
  };
  if (settings.voiceUrl) options.voice = { url: settings.voiceUrl };
  return options;
}

/** A proactive text message as window.voiceflow.chat.proactive.push() expects it. */
export function proactiveTrace(message: string) {
  return { type: 'text' as const, payload: { message } };
}

/** A Storage that lives in memory and forgets with the page. */
export function storageInMemory(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}
