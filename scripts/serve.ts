/** `npm start` / `npm run serve`: serves the built site like Netlify on http://localhost:4321. */
import { resolve } from 'node:path';
import { startServer } from './netlify-server.ts';

const port = Number(process.env.PORT ?? 4321);
const root = resolve(process.env.OUT_DIR ?? 'dist');
await startServer({ root, configPath: resolve('netlify.toml') }, port, process.env.HOST ?? '127.0.0.1');
console.log(`Serving ${root} as Netlify would, on http://localhost:${port}  (Ctrl+C to stop)`);
