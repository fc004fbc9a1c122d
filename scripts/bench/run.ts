/**
 * `npm run bench`: Lighthouse (scripts/bench/lighthouse.ts), then the interaction benchmark
 * (interactions.ts), then the summary (summary.ts), stopping at the first that fails. The command
 * line goes to the Lighthouse step, so `npm run bench -- --reference <static dist>` measures beside
 * another site's build (docs/benchmarks.md); the other steps read the environment as before.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
for (const [step, stepArgs] of [
  ['lighthouse.ts', args],
  ['interactions.ts', []],
  ['summary.ts', []],
] as const) {
  const { status, signal } = spawnSync(process.execPath, [fileURLToPath(new URL(step, import.meta.url)), ...stepArgs], {
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? (signal ? 128 : 1));
}
