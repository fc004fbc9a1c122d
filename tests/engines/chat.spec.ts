/**
 * A demo page loads its chat in Firefox and WebKit: the provider's real widget bundle (served by the
 * engine's proxy, support/provider-proxy.ts) under the page's real Content-Security-Policy renders
 * its launcher in the store's corner, and opening it sends the launch event with the page's URL and
 * the store's session id. Timings, consent and every store: tests/e2e/chat-*.spec.ts (Chromium).
 */
import stores from '../../content/demo-stores.json' with { type: 'json' };
import { demoStorePath } from '../../src/lib/shared/route-table.ts';
import { GREETING } from '../e2e/support/voiceflow-standin.ts';
import { expect, test, until } from './support/fixtures.ts';
import { asReturningVisitor } from './support/visitor.ts';

const store = stores[0]!;

test(`the ${store.name} demo page loads the real chat widget and launches it`, async ({ site, engine }) => {
  engine.proxy.reset();
  await asReturningVisitor(site, demoStorePath(store));
  await until(site, 'the loader says the chat is ready', () =>
    document.querySelector('[role="status"]')?.textContent?.includes('The chat assistant is ready'),
  );
  const corner = await until(site, 'the launcher on screen', () => {
    const launcher = document.getElementById('voiceflow-chat')?.shadowRoot?.querySelector('.vfrc-launcher');
    const box = launcher?.getBoundingClientRect();
    return box && box.width > 0
      ? { right: innerWidth - box.right, bottom: innerHeight - box.bottom, left: box.left, width: innerWidth }
      : false;
  });
  expect(corner.left).toBeGreaterThan(corner.width / 2); // bottom-right
  expect(corner.bottom).toBeGreaterThanOrEqual(0);
  expect(corner.bottom).toBeLessThan(120);

  await site.run(() =>
    document.getElementById('voiceflow-chat')!.shadowRoot!.querySelector<HTMLElement>('.vfrc-launcher')!.click(),
  );
  await until(
    site,
    'the greeting shown',
    (greeting: string) => document.getElementById('voiceflow-chat')?.shadowRoot?.textContent?.includes(greeting),
    GREETING,
  );
  const launches = engine.proxy.provider.launches();
  expect(launches).toHaveLength(1);
  expect(launches[0]!.projectId).toBe(store.chat.projectId);
  const payload = launches[0]!.body.action.payload as { url: string; sessionId: string };
  expect(payload.url).toBe(await site.run(() => location.href));
  expect(payload.sessionId).toBe(store.chat.session.id);
  expect(engine.proxy.provider.unexpected).toEqual([]);
});
