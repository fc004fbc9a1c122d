import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const netlify = parse(readFileSync('netlify.toml', 'utf8')) as { build: { environment: Record<string, string> } };

describe('one Node version everywhere', () => {
  const version = pkg.devDependencies['node'];

  it('the `node` devDependency is pinned to an exact version', () => {
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('.nvmrc, netlify.toml NODE_VERSION and engines name the same version', () => {
    expect(readFileSync('.nvmrc', 'utf8').trim()).toBe(version);
    expect(netlify.build.environment['NODE_VERSION']).toBe(version);
    expect(pkg.engines.node).toBe(`^${version}`);
  });
});
