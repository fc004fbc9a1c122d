/**
 * `npm run launch-check`: what the company must confirm or configure before a production deploy.
 * Reads content/ and the deploy variables (CONTEXT, URL, PUBLIC_*; .env too). Exit code 1 while
 * anything blocks it, so a deploy script can stop on it; once nothing does, it says "Ready for
 * production" and still lists what does not block it (an edition awaiting review, notes).
 * A Bulgarian twin that does not mirror its English file (or is missing) stops every build, so it
 * is reported first and never as ready.
 */
import { loadEnv } from 'vite';
import { checkLaunch, launchCheckOutput } from '../../src/lib/node/launch-check.ts';
import { editionMirrorProblems } from '../../src/integrations/content-mirror.ts';
import { formatMirrorProblems } from '../../src/lib/shared/content-mirror.ts';

const root = process.cwd();
const env = { ...loadEnv('production', root, 'PUBLIC_'), ...process.env };
const mirror = await editionMirrorProblems(root);
if (mirror.length) console.log(`Not ready: every build stops on this first.\n${formatMirrorProblems(mirror)}\n`);
const { text, exitCode } = launchCheckOutput(await checkLaunch(root, env));
console.log(mirror.length ? text.replace(/^Ready for production[^\n]*/, 'Otherwise ready for production.') : text);
process.exitCode = mirror.length ? 1 : exitCode;
