/** Turns a demo-store entry and the site's chat service into the loader island's plain props. */
import type { ChatSettings, SessionStrategy, WidgetPosition } from '../../browser/chat.ts';
import type { SiteConfig } from '../../../schemas/site.ts';

export interface StoreChat {
  projectId: string;
  position: WidgetPosition;
  session: SessionStrategy;
  stylesheet?: string | undefined;
  voice: boolean;
  persistence?: 'localStorage' | undefined;
}

export function demoChatSettings(chat: StoreChat, site: SiteConfig): ChatSettings {
  const { scriptUrl, runtimeUrl, voiceRuntimeUrl } = site.services.chat;
  const settings: ChatSettings = {
    scriptUrl,
    runtimeUrl,
    projectId: chat.projectId,
    position: chat.position,
    session: chat.session,
  };
  if (chat.voice) settings.voiceUrl = voiceRuntimeUrl;
  if (chat.stylesheet) settings.stylesheet = chat.stylesheet;
  if (chat.persistence) settings.persistence = chat.persistence;
  return settings;
}

export function cornerLabel(position: WidgetPosition, corners: { bottomLeft: string; bottomRight: string }): string {
  return position === 'bottom-left' ? corners.bottomLeft : corners.bottomRight;
}
