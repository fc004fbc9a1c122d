import { mkdtempSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtSiteProblem } from '../dist/support/built-site.ts';

describe('the dist layer refuses a missing or stale build', () => {
  const project = mkdtempSync(join(tmpdir(), 'built-site-'));
  const source = join(project, 'src');
  const dist = join(project, 'dist');
  mkdirSync(source);
  writeFileSync(join(source, 'page.astro'), '<p>hi</p>');

  it('names the missing build and the command', () => {
    expect(builtSiteProblem(dist, [source])).toMatch(/No built site in .*dist\/: run `npm run build` first/);
  });

  it('accepts a build newer than every source', () => {
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    utimesSync(join(source, 'page.astro'), new Date(2020, 0, 1), new Date(2020, 0, 1));
    expect(builtSiteProblem(dist, [source])).toBeNull();
  });

  it('names the source that changed after the build', () => {
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(source, 'page.astro'), later, later);
    expect(builtSiteProblem(dist, [source])).toMatch(/dist\/ is older than .*page\.astro: run `npm run build` again/);
  });
});
