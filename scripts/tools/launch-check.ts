/**
 * `npm run launch-check`: what the company must confirm or configure before a production deploy.
 * Reads content/ and the deploy variables (CONTEXT, URL, PUBLIC_*; .env too). Exit code 1 while
 * anything blocks it, so a deploy script can stop on it; once nothing does, it says "Ready for
 * production" and still lists what does not block it (an edition awaiting review, notes).
 */
import { loadEnv } from 'vite';
import { checkLaunch, launchCheckOutput } from '../../src/lib/node/launch-check.ts';

const root = process.cwd();
const env = { ...loadEnv('production', root, 'PUBLIC_'), ...process.env };
const { text, exitCode } = launchCheckOutput(await checkLaunch(root, env));
console.log(text);
process.exitCode = exitCode;
