import { useId, useState, type FormEvent } from 'react';
import type { ChatSettings } from '../../lib/chat.ts';
import ChatLoader, { type ChatEvent } from './ChatLoader.tsx';
import './chat-tester.scss';

export interface TestStore {
  name: string;
  settings: ChatSettings;
}

interface Props {
  stores: TestStore[];
  /** Script and runtime of the chat service, for a project id typed in by hand. */
  service: Pick<ChatSettings, 'scriptUrl' | 'runtimeUrl'>;
}

const CUSTOM = '__custom__';

interface LogLine {
  at: string;
  text: string;
}

function describe(event: ChatEvent): string {
  switch (event.type) {
    case 'script-requested':
      return `Requesting the widget script: ${event.detail}`;
    case 'widget-loaded':
      return `Widget loaded with options ${event.detail}`;
    case 'proactive-pushed':
      return `Proactive message shown: "${event.detail}"`;
    case 'proactive-cleared':
      return 'Proactive message cleared';
    case 'failed':
      return `Failed: ${event.detail}`;
  }
}

/** /chat-test: load the widget for a demo store or any project id, and watch what happens. */
export default function ChatTester({ stores, service }: Props) {
  const [choice, setChoice] = useState(stores[0]?.name ?? CUSTOM);
  const [projectId, setProjectId] = useState('');
  const [active, setActive] = useState<ChatSettings | null>(null);
  const [log, setLog] = useState<LogLine[]>([]);
  const storeId = useId();
  const projectFieldId = useId();

  const load = (event: FormEvent) => {
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
    setLog((lines) => [...lines, { at: new Date().toISOString().slice(11, 19), text: describe(event) }]);

  return (
    <div className="chat-tester">
      <form className="chat-tester__form" onSubmit={load}>
        <div className="chat-tester__field">
          <label htmlFor={storeId}>Demo store</label>
          <select id={storeId} value={choice} onChange={(e) => setChoice(e.currentTarget.value)}>
            {stores.map((s) => (
              <option key={s.name} value={s.name}>
                {s.name}
              </option>
            ))}
            <option value={CUSTOM}>Another project id…</option>
          </select>
        </div>
        {choice === CUSTOM && (
          <div className="chat-tester__field">
            <label htmlFor={projectFieldId}>Project id</label>
            <input
              id={projectFieldId}
              required
              pattern="[a-f0-9]{24}"
              title="The 24-character project id from the chat provider"
              value={projectId}
              onChange={(e) => setProjectId(e.currentTarget.value)}
            />
          </div>
        )}
        <button type="submit" className="button">
          Load widget
        </button>
      </form>
      {active && <ChatLoader settings={active} cornerLabel={active.position} onEvent={record} />}
      <section className="chat-tester__log" aria-labelledby={`${storeId}-log`}>
        <h2 id={`${storeId}-log`}>Event log</h2>
        <div aria-live="polite">
          {log.length === 0 ? (
            <p>No events yet. Choose a store and load the widget.</p>
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
