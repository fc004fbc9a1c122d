import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cspHash,
  cspOf,
  EMPTY_STYLE_MARKER,
  inlineHashes,
  placeCspFirst,
  trimCspToPage,
} from '../../src/lib/csp-per-page.ts';
import { builtPages } from '../support/page-weight.ts';

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

const root = resolve(process.env.OUT_DIR ?? 'dist');
describe.runIf(existsSync(root))('CSP of the built pages', () => {
  it.each(builtPages(root))("%s lists exactly its own inline scripts' and styles' hashes", (file) => {
    const html = readFileSync(resolve(root, `.${file}`), 'utf8');
    const policy = cspOf(html) ?? '';
    const listed = (directive: string) =>
      new Set(
        (policy.split(';').find((d) => d.trim().startsWith(`${directive} `)) ?? '')
          .split(/\s+/)
          .filter((source) => source.startsWith("'sha")),
      );
    const needed = inlineHashes(html);
    expect(listed('script-src')).toEqual(needed.script);
    expect(listed('style-src')).toEqual(needed.style);
  });

  it.each(builtPages(root))('%s: the CSP <meta> comes before anything that can carry script or style', (file) => {
    const html = readFileSync(resolve(root, `.${file}`), 'utf8');
    const head = html.slice(0, html.search(/<meta http-equiv="content-security-policy"/i));
    expect(head).not.toMatch(/<(script|style|link|iframe|object|embed|base)\b/i);
    expect(head).toMatch(/<meta charset="utf-8">$/i);
  });
});
