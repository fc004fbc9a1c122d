/**
 * `npm run launch-check`: what the company must confirm or configure before a production deploy.
 * Reads content/ and the deploy variables (CONTEXT, URL, PUBLIC_*; .env too). Exit code 1 while
 * anything is listed, so a deploy script can stop on it.
 */
import { loadEnv } from 'vite';
import { checkLaunch, formatLaunchReport, launchBlocked } from '../../src/lib/node/launch-check.ts';

const root = process.cwd();
const env = { ...loadEnv('production', root, 'PUBLIC_'), ...process.env };
const report = await checkLaunch(root, env);
if (launchBlocked(report)) {
  console.log(`Not ready for production. Clear each item below (README, "Launching on Netlify"):\n`);
  console.log(formatLaunchReport(report));
  process.exitCode = 1;
} else {
  console.log('Ready for production: nothing awaits confirmation and the configuration is complete.');
  if (report.notes.length) console.log(formatLaunchReport(report));
}
