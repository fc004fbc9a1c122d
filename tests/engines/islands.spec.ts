/**
 * The ROI calculator and the benefits scroller in Firefox and WebKit: each hydrates when it should
 * and answers the visitor. The figures themselves are checked in Chromium (tests/e2e/roi.spec.ts,
 * motion-benefits.spec.ts) and in unit tests; here what can differ by engine: typing into a
 * controlled input, scroll events and GSAP's scrolling.
 */
import { expect, test, until } from './support/fixtures.ts';
import { asReturningVisitor, isWide } from './support/visitor.ts';

test('the ROI calculator hydrates on first use and recalculates as the visitor types', async ({ site }) => {
  await asReturningVisitor(site, '/roi');
  const results = () =>
    site.run(() =>
      ['revenue', 'savings', 'roi'].map((name) => document.querySelector(`[data-result="${name}"]`)?.textContent),
    );
  expect(await results()).toEqual(['€15,000.00', '€2,400.00', '300%']);
  // The caret at the end of "100000", as a visitor who clicks after the last digit has it.
  await site.click('.roi input[name="visitors"]');
  await until(site, 'calculator hydrated', () => !!document.querySelector('astro-island:not([ssr]) .roi'));
  await site.run(() => {
    const input = document.querySelector<HTMLInputElement>('.roi input[name="visitors"]')!;
    input.setSelectionRange(input.value.length, input.value.length);
  });
  await site.type('.roi input[name="visitors"]', '5');
  await expect
    .poll(results, { message: 'results for 1,000,005 visitors', timeout: 15_000 })
    .toEqual(['€150,000.75', '€2,400.00', '2,628%']);
  expect(await site.run(() => document.querySelector<HTMLInputElement>('.roi input[name="visitors"]')!.value)).toBe(
    '1000005',
  );
});

test('"Copy a link to these figures" leaves the visitor with the link: copied, or shown to copy by hand', async ({
  site,
}) => {
  await asReturningVisitor(site, '/roi');
  await site.click('.roi input[name="agents"]');
  await until(site, 'calculator hydrated', () => !!document.querySelector('astro-island:not([ssr]) .roi'));
  await site.click('.roi__share-button');
  await until(site, 'the button answered', () => !!document.querySelector('.roi__share [role="status"]')?.textContent);
  const { status, shown, origin, address } = await site.run(() => ({
    status: document.querySelector('.roi__share [role="status"]')!.textContent,
    shown: document.querySelector<HTMLInputElement>('.roi__share-link')?.value ?? null,
    origin: window.location.origin,
    address: window.location.href,
  }));
  const link = `${origin}/roi#agents=2&salary=1500&visitors=100000&order_value=15`;
  // Whether the engine lets a page write the clipboard is its own policy; either way the link is the visitor's.
  if (shown === null) expect(status).toBe('Link copied. It opens this calculator with the figures above.');
  else {
    expect(status).toBe(
      'Your browser did not let us copy the link. It is selected in the box below: copy it from there.',
    );
    expect(shown).toBe(link);
  }
  expect(address).toBe(`${origin}/roi`);
});

test('the benefits: a scroller that follows the scroll on desktop, a plain list on phones', async ({ site }) => {
  const wide = isWide(test.info().project.use.viewport?.width);
  await asReturningVisitor(site, '/');
  await site.run(() => document.querySelector('.bscroll')!.scrollIntoView({ block: 'start', behavior: 'instant' }));
  if (!wide) {
    // Below 1024 px: six numbered items one under the other, and the island never hydrates.
    const items = await site.run(() =>
      [...document.querySelectorAll('.bscroll__item')].map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    expect(items).toHaveLength(6);
    expect([...items].sort((a, b) => a - b)).toEqual(items);
    expect(new Set(items).size).toBe(6);
    await until(site, 'page settled', () => document.readyState === 'complete');
    expect(await site.run(() => document.querySelector('.bscroll[data-enhanced]'))).toBeNull();
    return;
  }
  await until(site, 'scroller hydrated', () => !!document.querySelector('.bscroll[data-enhanced]'));
  const { top, vh } = await site.run(() => ({
    top: document.querySelector('.bscroll__track')!.getBoundingClientRect().top + window.scrollY,
    vh: window.innerHeight,
  }));
  await site.run((y: number) => window.scrollTo({ top: y, behavior: 'instant' }), top + 2.5 * vh);
  await until(
    site,
    'third benefit active',
    () => document.querySelector('.bscroll')!.getAttribute('data-active') === '2',
  );
  expect(await site.run(() => document.querySelector('.bscroll')!.getAttribute('data-direction'))).toBe('forward');

  // A dot scrolls (with GSAP, once it has arrived) to its benefit: one viewport height each. The
  // landing is measured against where the area is then, not where it was before: the page above it
  // can still change height (a web font, a band laid out late), and a busy Firefox once landed off
  // the earlier figure.
  await until(site, 'GSAP loaded', () => !!document.querySelector('.bscroll[data-motion]'));
  await until(site, 'fonts loaded', () => document.fonts.status === 'loaded');
  await site.click('.bscroll__dots button:nth-child(5)');
  // How far the fifth slot's top is from the top of the window (an object: 0 is a landing too).
  const landing = await until(site, 'scrolled to the fifth benefit', () => {
    const offset = document.querySelector('.bscroll__track')!.getBoundingClientRect().top + 4 * window.innerHeight;
    return document.querySelector('.bscroll')!.getAttribute('data-active') === '4' && Math.abs(offset) < 5
      ? { offset }
      : null;
  });
  expect(Math.abs(landing.offset)).toBeLessThan(5);
  expect(await site.run(() => document.querySelector('.bscroll')!.getAttribute('data-direction'))).toBe('forward');
});
