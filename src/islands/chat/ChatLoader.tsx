import { useEffect, useRef, useState } from 'react';
import {
  chatLoadOptions,
  chatPageUrl,
  chatPersistence,
  PROACTIVE_DELAY_MS,
  PROACTIVE_VISIBLE_MS,
  proactiveTrace,
  sessionIdFor,
  isWidgetSaveMessage,
  keepRemovedConversation,
  settleChatStorage,
  type ChatPersistence,
  type ChatSettings,
} from '../../lib/browser/chat.ts';
import { CONSENT_EVENT, isConsentChange, readConsent, siteStorage } from '../../lib/shared/consent.ts';
import { loadVoiceflow, renderWidget } from './voiceflow.ts';
import type { UiStrings } from '../../schemas/strings.ts';
import { fill } from '../../lib/shared/template.ts';
import './chat-status.scss';

export type ChatEvent =
  | { type: 'script-requested'; detail: string }
  | { type: 'widget-loaded'; detail: string }
  | { type: 'proactive-pushed'; detail: string }
  | { type: 'proactive-cleared' }
  | { type: 'failed'; detail: string };

interface Props {
  settings: ChatSettings;
  /** Where the widget appears, for the status line ("bottom right"). */
  cornerLabel: string;
  /** The status lines and the proactive message (content/strings.json, chat). */
  words: UiStrings['chat'];
  /** /chat-test listens to what happens; demo pages do not. */
  onEvent?: (event: ChatEvent) => void;
}

type Status = 'loading' | 'ready' | 'failed';

const functionalityConsent = () => readConsent(siteStorage('localStorage'))?.functionality === true;

/** Applies the stored consent to the browser storage; returns where the widget may keep the chat. */
function settleStorage(settings: ChatSettings): ChatPersistence {
  const consent = functionalityConsent();
  const persistence = chatPersistence(settings, consent);
  try {
    settleChatStorage(
      { persistence, functionalityConsent: consent, projectId: settings.projectId },
      siteStorage('localStorage'),
      siteStorage('sessionStorage'),
    );
  } catch {
    // Storage blocked (private mode): the widget keeps nothing either.
  }
  return persistence;
}

/**
 * Loads the chat assistant, then shows the proactive Bulgarian message after 20 s for 10 s.
 * If the provider cannot be reached, the page says so and offers Retry.
 */
export default function ChatLoader({ settings, cornerLabel, words, onEvent }: Props) {
  const proactiveMessage = words.proactiveMessage;
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  /** The attempt that failed last (0 is the page's own load, 1 the first retry, …). */
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const onEventRef = useRef(onEvent);
  // The latest callback for the widget's listeners, which are attached once per load.
  // eslint-disable-next-line react-hooks/refs -- written, never read, during render
  onEventRef.current = onEvent;

  useEffect(() => {
    let cancelled = false;
    const timers: number[] = [];
    const stopFollowing: Array<() => void> = [];
    const emit = (event: ChatEvent) => onEventRef.current?.(event);

    // A retry starts a new load: the status line says so again.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the load is the external system this effect starts
    setStatus('loading');
    emit({ type: 'script-requested', detail: settings.scriptUrl });
    (async () => {
      const chat = await loadVoiceflow(settings.scriptUrl);
      if (cancelled) return;
      const pageUrl = chatPageUrl(window.location);
      const sessionId = sessionIdFor(settings.session);
      const options = chatLoadOptions(settings, pageUrl, sessionId, settleStorage(settings));
      await renderWidget(chat, options);
      if (cancelled) return;
      setStatus('ready');
      emit({ type: 'widget-loaded', detail: JSON.stringify(options) });

      // The widget keeps the persistence it was loaded with (loading it again to change that
      // would close an open chat). The storage follows consent instead: after each save of the
      // widget, on a decision here or in another tab, and when the page is left.
      const settle = () => void settleStorage(settings);
      const onMessage = (event: MessageEvent) => {
        if (event.source === window && isWidgetSaveMessage(event.data)) settle();
      };
      const onStorage = (event: StorageEvent) => {
        if (isConsentChange(event)) settle();
        else if (event.storageArea === siteStorage('localStorage')) {
          const persistence = chatPersistence(settings, functionalityConsent());
          keepRemovedConversation(event, { persistence, projectId: settings.projectId }, siteStorage('sessionStorage'));
        }
      };
      window.addEventListener('message', onMessage);
      window.addEventListener(CONSENT_EVENT, settle);
      window.addEventListener('storage', onStorage);
      window.addEventListener('pagehide', settle);
      stopFollowing.push(() => {
        window.removeEventListener('message', onMessage);
        window.removeEventListener(CONSENT_EVENT, settle);
        window.removeEventListener('storage', onStorage);
        window.removeEventListener('pagehide', settle);
      });

      timers.push(
        window.setTimeout(() => {
          const trace = proactiveTrace(proactiveMessage);
          chat.proactive.push(trace);
          emit({ type: 'proactive-pushed', detail: trace.payload.message });
          timers.push(
            window.setTimeout(() => {
              chat.proactive.clear();
              emit({ type: 'proactive-cleared' });
            }, PROACTIVE_VISIBLE_MS),
          );
        }, PROACTIVE_DELAY_MS),
      );
    })().catch((error: unknown) => {
      if (cancelled) return;
      console.warn('Chat assistant failed to load', error);
      setStatus('failed');
      setFailedAttempt(attempt);
      emit({ type: 'failed', detail: error instanceof Error ? error.message : String(error) });
    });

    return () => {
      cancelled = true;
      timers.forEach((timer) => window.clearTimeout(timer));
      stopFollowing.forEach((stop) => stop());
    };
  }, [settings, attempt, proactiveMessage]);

  // A retry that fails puts focus back on Retry. Keyed to the attempt that failed, not to the
  // status: right after Retry is pressed the status is still 'failed' for one render, and focusing
  // Retry then would leave focus on a button about to unmount.
  useEffect(() => {
    if (attempt > 0 && failedAttempt === attempt) retryRef.current?.focus();
  }, [attempt, failedAttempt]);

  const retry = () => {
    // Before the button unmounts, or focus would fall to <body>. The status line stays mounted
    // through loading and ready, so focus stays on it and its new text is read out.
    statusRef.current?.focus();
    setAttempt((n) => n + 1);
  };

  return (
    <div ref={statusRef} className={`chat-status chat-status--${status}`} role="status" tabIndex={-1}>
      {status === 'loading' && <p className="chat-status__text">{words.loading}</p>}
      {status === 'ready' && <p className="chat-status__text">{fill(words.ready, { corner: cornerLabel })}</p>}
      {status === 'failed' && (
        <>
          <p className="chat-status__text">{words.failed}</p>
          <button ref={retryRef} type="button" className="button" onClick={retry}>
            {words.retry}
          </button>
        </>
      )}
    </div>
  );
}
