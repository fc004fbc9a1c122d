/** `npm start` / `npm run serve`: serves the built site like Netlify on http://localhost:4321. */
import { resolve } from 'node:path';
import { emailStandin } from './email-standin.ts';
import { outboxPath } from './outbox.ts';
import { startServer } from './netlify-server.ts';

const port = Number(process.env.PORT ?? 4321);
const root = resolve(process.env.OUT_DIR ?? 'dist');
const outbox = outboxPath();
// The email stand-in only receives traffic from a build without real EmailJS keys.
await startServer(
  { root, configPath: resolve('netlify.toml'), apiHandlers: [emailStandin(outbox)], formsOutbox: outbox },
  port,
  process.env.HOST ?? '127.0.0.1',
);
console.log(`Serving ${root} as Netlify would, on http://localhost:${port}  (Ctrl+C to stop)`);
console.log(`Form submissions (email stand-in and no-JavaScript posts) go to ${outbox}`);
