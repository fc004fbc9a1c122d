/**
 * The chat widget (Voiceflow) on client demo pages: session ids and the options of
 * window.voiceflow.chat.load(). DOM-free so it can be unit-tested.
 */

/** Spec: the proactive message appears 20 s after the widget loads and is cleared 10 s later. */
export const PROACTIVE_DELAY_MS = 20_000;
export const PROACTIVE_VISIBLE_MS = 10_000;
/** "Don't you find what you're looking for? Let me help!" in Bulgarian. */
export const PROACTIVE_MESSAGE = 'Не намирате това, което търсите? Нека ви помогна!';

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
    persistence?: 'localStorage';
  };
  launch: { event: { type: 'launch'; payload: { url: string; sessionId: string } } };
}

export function chatLoadOptions(settings: ChatSettings, pageUrl: string, sessionId: string): VoiceflowLoadOptions {
  const assistant: VoiceflowLoadOptions['assistant'] = {
    position: settings.position === 'bottom-left' ? 'left' : 'right',
  };
  if (settings.stylesheet) assistant.stylesheet = settings.stylesheet;
  if (settings.persistence) assistant.persistence = settings.persistence;
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
export function proactiveTrace(message: string = PROACTIVE_MESSAGE) {
  return { type: 'text' as const, payload: { message } };
}
