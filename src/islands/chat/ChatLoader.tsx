import { useEffect, useRef, useState } from 'react';
import {
  chatLoadOptions,
  PROACTIVE_DELAY_MS,
  PROACTIVE_VISIBLE_MS,
  proactiveTrace,
  sessionIdFor,
  type ChatSettings,
} from '../../lib/chat.ts';
import { loadVoiceflow } from './voiceflow.ts';
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
  /** /chat-test listens to what happens; demo pages do not. */
  onEvent?: (event: ChatEvent) => void;
}

type Status = 'loading' | 'ready' | 'failed';

/**
 * Loads the chat assistant, then shows the proactive Bulgarian message after 20 s for 10 s.
 * If the provider cannot be reached, the page says so and offers Retry.
 */
export default function ChatLoader({ settings, cornerLabel, onEvent }: Props) {
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const retryRef = useRef<HTMLButtonElement>(null);
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;

  useEffect(() => {
    let cancelled = false;
    const timers: number[] = [];
    const emit = (event: ChatEvent) => onEventRef.current?.(event);

    setStatus('loading');
    emit({ type: 'script-requested', detail: settings.scriptUrl });
    (async () => {
      const chat = await loadVoiceflow(settings.scriptUrl);
      if (cancelled) return;
      const options = chatLoadOptions(settings, window.location.href, sessionIdFor(settings.session));
      chat.destroy?.();
      await chat.load(options);
      if (cancelled) return;
      setStatus('ready');
      emit({ type: 'widget-loaded', detail: JSON.stringify(options) });
      timers.push(
        window.setTimeout(() => {
          const trace = proactiveTrace();
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
      emit({ type: 'failed', detail: error instanceof Error ? error.message : String(error) });
    });

    return () => {
      cancelled = true;
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, [settings, attempt]);

  useEffect(() => {
    if (status === 'failed' && attempt > 0) retryRef.current?.focus();
  }, [status, attempt]);

  return (
    <div className={`chat-status chat-status--${status}`} role="status">
      {status === 'loading' && <p className="chat-status__text">Loading the chat assistant…</p>}
      {status === 'ready' && (
        <p className="chat-status__text">
          The chat assistant is ready: look for the chat button in the {cornerLabel} corner.
        </p>
      )}
      {status === 'failed' && (
        <>
          <p className="chat-status__text">
            The chat assistant could not be loaded. Please check your connection and try again.
          </p>
          <button ref={retryRef} type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            Retry
          </button>
        </>
      )}
    </div>
  );
}
