/**
 * The keys the chat widget (Voiceflow) writes in the browser's storage. Apart from src/lib/browser/chat.ts
 * so that the consent script on every page can clear them without taking the chat loader's code along.
 */

/** Keys the widget writes: its session (`voiceflow-session-{projectID}`) and its own preferences. */
const WIDGET_KEY = /^voiceflow-(session-|chat-widget:)/;
export const chatSessionKey = (projectId: string) => `voiceflow-session-${projectId}`;

/** The part of Storage the clean-up needs (a Map-backed stand-in in unit tests). */
export interface ChatStore {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Removes every key the widget keeps in localStorage (what is left without "functionality" consent). */
export function removeChatWidgetKeys(local: ChatStore): void {
  const widgetKeys: string[] = [];
  for (let i = 0; i < local.length; i++) {
    const name = local.key(i);
    if (name !== null && WIDGET_KEY.test(name)) widgetKeys.push(name);
  }
  widgetKeys.forEach((name) => local.removeItem(name));
}
