import type { AstroIntegration } from 'astro';
import { resolveDeploy, type DeployEnv } from '../lib/node/deploy.ts';
import { checkLaunch, formatLaunchReport, launchBlocked, launchGateFailure } from '../lib/node/launch-check.ts';

/**
 * Before anything is built: a production build (CONTEXT=production) stops with the launch report
 * while anything is unconfirmed or misconfigured, and a deploy preview stops on the translations
 * out of date that production would refuse (launchGateFailure); otherwise previews and local
 * builds print the report as a warning.
 */
export function launchGate(env: DeployEnv): AstroIntegration {
  return {
    name: 'launch-gate',
    hooks: {
      'astro:config:setup': async ({ config, logger, command }) => {
        if (command !== 'build') return;
        const report = await checkLaunch(new URL('.', config.root).pathname, env);
        if (!launchBlocked(report)) {
          logger.info('launch check: nothing left to confirm');
          return;
        }
        const failure = launchGateFailure(report, resolveDeploy(env).context);
        if (failure) throw new Error(failure);
        // Tools that only read the config (knip in `npm run check`) ask for one line instead of the list.
        if (env.LAUNCH_GATE_SUMMARY === '1') {
          logger.warn('launch check: not ready for production (npm run launch-check lists it)');
          return;
        }
        logger.warn(
          `launch check: not ready for production (npm run launch-check lists it):\n${formatLaunchReport(report)}`,
        );
      },
    },
  };
}
