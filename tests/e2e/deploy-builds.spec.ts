import { existsSync } from 'node:fs';
import { DEPLOY_BUILDS, outDirOf } from '../../scripts/lib/deploy-builds.ts';
import { atOneWidth, expect, test } from './fixtures.ts';

// playwright.config.ts leaves out the projects of a deploy build that is not there; this fails
// instead, so their tests never go missing silently (npm run build:deploys makes them all).
test('every deploy configuration is built, so its browser tests run', () => {
  atOneWidth();
  const missing = DEPLOY_BUILDS.map(outDirOf).filter((dir) => !existsSync(`${dir}/index.html`));
  expect(missing, 'run npm run build:deploys').toEqual([]);
});
