import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

describe('npm run launch-check', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('never says ready while a Bulgarian twin is missing: every build would stop on it', async () => {
    const root = await mkdtemp(join(tmpdir(), 'launch-check-'));
    dirs.push(root);
    await cp('content', join(root, 'content'), { recursive: true });
    await rm(join(root, 'content/bg/home/statistics.json'));
    const result = spawnSync(process.execPath, [resolve('scripts/tools/launch-check.ts')], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CONTEXT: 'production' },
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('Not ready: every build stops on this first.');
    expect(result.stdout).toContain('content/bg/home/statistics.json does not mirror its English file:');
    expect(result.stdout).not.toMatch(/^Ready for production/m);
  }, 60_000);
});
