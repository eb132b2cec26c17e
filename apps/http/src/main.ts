/**
 * `npm start`: reads the configuration, opens the database (PostgreSQL with DATABASE_URL, else the
 * embedded engine in DATA_DIR), applies the migrations, seeds the admin and (in demo mode) the
 * demo data, and serves the API and both web apps until SIGTERM.
 */
import { fileURLToPath } from 'node:url';
import { DEMO_BUSINESS, DEMO_CUSTOMER } from '@marketplace/core/demo/domain/demo-accounts';
import { isPublicDemoAdmin } from '@marketplace/core/deployment/domain/deployment-settings';
import { pino } from 'pino';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { createContainer, isDatabaseInUse, resolve } from './container.js';
import { startServer } from './server.js';
import { TOKENS } from './tokens.js';

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // 78 (EX_CONFIG): a supervisor should not restart a server whose configuration is refused.
  console.error(error.message);
  process.exit(78);
}

const logger = pino({ level: config.logLevel });
const container = await createContainer({ config, logger }).catch((error: unknown) => {
  // A second server (or the CLI) on the same embedded database: say so plainly and stop.
  if (isDatabaseInUse(error)) {
    console.error(error.message);
    process.exit(75);
  }
  throw error;
});
const { applied } = await resolve(container, TOKENS.database).migrate();
if (applied.length) logger.info({ migrations: applied }, 'applied migrations');

const webRoot = (app: string) => fileURLToPath(new URL(`../../${app}/dist-web`, import.meta.url));
const running = await startServer({
  config,
  logger,
  container,
  webRoots: { storefront: webRoot('storefront'), portal: webRoot('business-portal') },
});

const lines = [`Marketplace is running on http://localhost:${running.port} (${running.describe}); users reach it at ${config.publicUrl}.`];
if (config.demoMode) {
  lines.push(
    'Demo mode: demo logins and demo payments are on.',
    `  customer  ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`,
    `  business  ${DEMO_BUSINESS.email} / ${DEMO_BUSINESS.password}`,
    // Only the public demo admin's password is printed; one from ADMIN_PASSWORD stays out of the logs.
    `  admin     ${config.admin.email} / ${isPublicDemoAdmin(config.admin) ? config.admin.password : '(ADMIN_PASSWORD)'}`,
  );
}
console.log(lines.join('\n'));

function shutDown(signal: string): void {
  logger.info({ signal }, 'shutting down');
  setTimeout(() => process.exit(1), 10_000).unref();
  running.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
}
process.once('SIGTERM', () => shutDown('SIGTERM'));
process.once('SIGINT', () => shutDown('SIGINT'));
