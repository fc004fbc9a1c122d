import { useId, useState, type SubmitEvent } from 'react';
import type { ChatSettings } from '../../lib/browser/chat.ts';
import ChatLoader, { type ChatEvent } from './ChatLoader.tsx';
import { cornerLabel } from '../../lib/shared/chat/settings.ts';
import type { UiStrings } from '../../schemas/strings.ts';
import { fill } from '../../lib/shared/template.ts';
import './chat-tester.scss';

interface TestStore {
  name: string;
  settings: ChatSettings;
}

interface Props {
  stores: TestStore[];
  /** Script and runtime of the chat service, for a project id typed in by hand. */
  service: Pick<ChatSettings, 'scriptUrl' | 'runtimeUrl'>;
  /** The tester's words and the chat assistant's (content/strings.json, chatTester and chat). */
  words: UiStrings['chatTester'];
  chatWords: UiStrings['chat'];
}

const CUSTOM = '__custom__';

interface LogLine {
  at: string;
  text: string;
}

function describe(event: ChatEvent, words: UiStrings['chatTester']['events']): string {
  switch (event.type) {
    case 'script-requested':
      return fill(words.requesting, { detail: event.detail });
    case 'widget-loaded':
      return fill(words.loaded, { detail: event.detail });
    case 'proactive-pushed':
      return fill(words.proactiveShown, { detail: event.detail });
    case 'proactive-cleared':
      return words.proactiveCleared;
    case 'failed':
      return fill(words.failed, { detail: event.detail });
  }
}

/** /chat-test: load the widget for a demo store or any project id, and watch what happens. */
export default function ChatTester({ stores, service, words, chatWords }: Props) {
  const [choice, setChoice] = useState(stores[0]?.name ?? CUSTOM);
  const [projectId, setProjectId] = useState('');
  const [active, setActive] = useState<ChatSettings | null>(null);
  const [log, setLog] = useState<LogLine[]>([]);
  const storeId = useId();
  const projectFieldId = useId();

  const load = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const store = stores.find((s) => s.name === choice);
    const settings: ChatSettings = store
      ? store.settings
      : {
          ...service,
          projectId: projectId.trim(),
          position: 'bottom-right',
          session: { strategy: 'mock', id: 'chat-test' },
        };
    setLog([]);
    setActive({ ...settings });
  };
  const record = (event: ChatEvent) =>
    setLog((lines) => [...lines, { at: new Date().toISOString().slice(11, 19), text: describe(event, words.events) }]);

  return (
    <div className="chat-tester">
      <form className="chat-tester__form" onSubmit={load}>
        <div className="chat-tester__field">
          <label htmlFor={storeId}>{words.storeLabel}</label>
          <select id={storeId} value={choice} onChange={(e) => setChoice(e.currentTarget.value)}>
            {stores.map((s) => (
              <option key={s.name} value={s.name}>
                {s.name}
              </option>
            ))}
            <option value={CUSTOM}>{words.otherProject}</option>
          </select>
        </div>
        {choice === CUSTOM && (
          <div className="chat-tester__field">
            <label htmlFor={projectFieldId}>{words.projectLabel}</label>
            <input
              id={projectFieldId}
              required
              pattern="[a-f0-9]{24}"
              title={words.projectHint}
              value={projectId}
              onChange={(e) => setProjectId(e.currentTarget.value)}
            />
          </div>
        )}
        <button type="submit" className="button">
          {words.load}
        </button>
      </form>
      {active && (
        <ChatLoader
          settings={active}
          cornerLabel={cornerLabel(active.position, chatWords.corners)}
          words={chatWords}
          onEvent={record}
        />
      )}
      <section className="chat-tester__log" aria-labelledby={`${storeId}-log`}>
        <h2 id={`${storeId}-log`}>{words.logHeading}</h2>
        <div aria-live="polite">
          {log.length === 0 ? (
            <p>{words.logEmpty}</p>
          ) : (
            <ol>
              {log.map((line, index) => (
                <li key={index}>
                  <span className="chat-tester__time">{line.at}</span> {line.text}
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
    </div>
  );
}
