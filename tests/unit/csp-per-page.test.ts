import { describe, expect, it } from 'vitest';
import {
  CONNECT_MARKER,
  cspHash,
  cspOf,
  EMPTY_STYLE_MARKER,
  inlineHashes,
  markedConnectOrigins,
  placeCspFirst,
  trimCspToPage,
} from '../../src/lib/node/csp-per-page.ts';

const splash = 'document.documentElement.dataset.js = "1";';
const menu = 'import "./menu.js";';
const tokens = ':root{--ink:#0b1530}';
const jsonLd = '{"@type":"Organization"}';
const otherPage = cspHash('console.log("another page")');
const otherStyle = cspHash('.other{color:red}');

function page(policy: string): string {
  return [
    `<html><head><meta http-equiv="content-security-policy" content="${policy}">`,
    `<script>${splash}</script><script type="module">${menu}</script>`,
    `<script type="module" src="/_astro/page.js"></script><script type="application/ld+json">${jsonLd}</script>`,
    `<style>${tokens}</style></head><body><!-- the island's <style> comes first --></body></html>`,
  ].join('');
}

const fullPolicy = [
  "default-src 'self'",
  `script-src 'self' https://www.googletagmanager.com ${cspHash(splash)} ${otherPage} ${cspHash(menu)}`,
  `style-src 'self' ${otherStyle} ${cspHash(tokens)}`,
  "font-src 'none'",
].join(';');

describe('CSP per page', () => {
  it('finds the hashes of inline scripts and styles, not of external scripts or JSON-LD', () => {
    const found = inlineHashes(page(fullPolicy));
    expect([...found.script]).toEqual([cspHash(splash), cspHash(menu)]);
    expect([...found.style]).toEqual([cspHash(tokens)]);
  });

  it("keeps hosts, keywords and this page's hashes, and drops the other pages' hashes", () => {
    const policy = cspOf(trimCspToPage(page(fullPolicy)));
    expect(policy).toBe(
      [
        "default-src 'self'",
        `script-src 'self' https://www.googletagmanager.com ${cspHash(splash)} ${cspHash(menu)}`,
        `style-src 'self' ${cspHash(tokens)}`,
        "font-src 'none'",
      ].join(';'),
    );
  });

  it('refuses a page whose inline script the policy never allowed', () => {
    const withoutMenu = fullPolicy.replace(` ${cspHash(menu)}`, '');
    expect(() => trimCspToPage(page(withoutMenu), 'faqs.html')).toThrow(/faqs\.html: inline script not allowed/);
  });

  it('moves the policy to right after <meta charset>, before any script, style or JSON-LD', () => {
    const meta = `<meta http-equiv="content-security-policy" content="default-src 'self'">`;
    const html = `<html><head><meta charset="utf-8"><script>a()</script><script type="application/ld+json">{}</script>${meta}<style>b{}</style></head></html>`;
    expect(placeCspFirst(html)).toBe(
      `<html><head><meta charset="utf-8">${meta}<script>a()</script><script type="application/ld+json">{}</script><style>b{}</style></head></html>`,
    );
  });

  it('keeps the hash of an empty <style> only on a page marked as creating one (the chat widget)', () => {
    const empty = cspHash('');
    const policy = `style-src 'self' ${empty} ${otherStyle} ${cspHash(tokens)}`;
    const marked = page(policy).replace('<body>', `<body><div ${EMPTY_STYLE_MARKER}></div>`);
    expect(cspOf(trimCspToPage(marked))).toBe(`style-src 'self' ${empty} ${cspHash(tokens)}`);
    expect(cspOf(trimCspToPage(page(policy)))).toBe(`style-src 'self' ${cspHash(tokens)}`);
    const unmarkedMention = page(policy).replace('<body>', `<body><p>${EMPTY_STYLE_MARKER}</p>`);
    expect(cspOf(trimCspToPage(unmarkedMention))).toBe(`style-src 'self' ${cspHash(tokens)}`);
    expect(() => trimCspToPage(marked.replace(` ${empty}`, ''), 'demo.html')).toThrow(/demo\.html: inline style/);
  });

  it('leaves a page without a CSP meta as it is', () => {
    const html = '<html><head><script>x()</script></head></html>';
    expect(trimCspToPage(html)).toBe(html);
  });
});

describe("origins a page's marked elements connect to", () => {
  const page = (body: string) =>
    `<html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="default-src 'self';connect-src 'self';script-src 'self'"></head><body>${body}</body></html>`;

  it('are added to that page’s connect-src only, once', () => {
    const marked = page(
      `<div ${CONNECT_MARKER}="https://api.emailjs.com"><form></form></div><div ${CONNECT_MARKER}="https://api.emailjs.com"></div>`,
    );
    expect(cspOf(trimCspToPage(marked))).toContain("connect-src 'self' https://api.emailjs.com;");
    expect(cspOf(trimCspToPage(page('<form></form>')))).toContain("connect-src 'self';");
  });

  it('must be https origins: a path, a keyword or another scheme stops the build', () => {
    for (const bad of ['https://x.test/path', "'unsafe-eval'", 'http://x.test', '*']) {
      expect(() => trimCspToPage(page(`<div ${CONNECT_MARKER}="${bad}"></div>`), 'x.html')).toThrow(/x\.html/);
    }
    expect(markedConnectOrigins(page('<!-- <div data-csp-connect="https://a.test"> -->'))).toEqual(new Set());
  });
});
