/**
 * The chat widget (Voiceflow) on client demo pages: session ids and the options of
 * window.voiceflow.chat.load(). DOM-free so it can be unit-tested.
 */

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

/** Keys the widget writes: its session (`voiceflow-session-{projectID}`) and its own preferences. */
const WIDGET_KEY = /^voiceflow-(session-|chat-widget:)/;
const chatSessionKey = (projectId: string) => `voiceflow-session-${projectId}`;
const isChatStorageKey = (key: string) => WIDGET_KEY.test(key);

/** The part of Storage the clean-up needs (a Map-backed stand-in in unit tests). */
export interface ChatStore {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
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
  if (functionalityConsent) return;
  const widgetKeys: string[] = [];
  for (let i = 0; i < local.length; i++) {
    const name = local.key(i);
    if (name !== null && isChatStorageKey(name)) widgetKeys.push(name);
  }
  widgetKeys.forEach((name) => local.removeItem(name));
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
