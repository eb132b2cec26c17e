import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Container } from 'inversify';
import type { Logger } from 'pino';
import type { PasswordHasher } from '@marketplace/core/accounts/ports/password-hasher.port';
import type { CodeGenerator } from '@marketplace/core/purchases/ports/code-generator.port';
import type { PaymentGateway } from '@marketplace/core/purchases/ports/payment-gateway.port';
import type { Clock } from '@marketplace/core/shared/ports/clock.port';
import { createApp } from './app.js';
import type { AppConfig } from './config.js';
import { createContainer, resolve, resolveUseCases, startJobWorkers, type UseCases } from './container.js';
import type { Infrastructure } from './infrastructure.js';
import { resolveSessionSecret } from './session-secret.js';
import { TOKENS } from './tokens.js';
import type { WebAppRoots } from './web/web-apps.js';

export interface StartOptions {
  config: AppConfig;
  logger: Logger;
  /**
   * The composition root built from `config` (main.ts builds it to migrate first); when omitted,
   * one is built here on `infrastructure` with the replacements below.
   */
  container?: Container;
  infrastructure?: Infrastructure;
  webRoots: WebAppRoots;
  /** Tests replace these; production uses the system clock, argon2id and crypto codes. */
  clock?: Clock;
  hasher?: PasswordHasher;
  codes?: CodeGenerator;
  payments?: PaymentGateway;
  /** Seed the admin and demo data before listening (default true). */
  seed?: boolean;
  /**
   * In demo mode, draw the demo pictures not stored yet in the background after start (default
   * true), so the first visitor does not wait for them; a scene is drawn on request anyway.
   */
  drawDemoPictures?: boolean;
  /** When the first clean-up of expired records runs after start (tests shorten it); see jobs/workers.ts. */
  jobs?: { firstPurgeDelaySeconds?: number };
}

export interface RunningServer {
  server: Server;
  port: number;
  url: string;
  describe: string;
  useCases: UseCases;
  /**
   * Graceful stop: requests already sent are answered (each answer closing its connection), new
   * connections are refused once they stop arriving, then the database closes.
   */
  stop(): Promise<void>;
}

/** A stopping server keeps accepting until no connection has arrived for this long... */
const DRAIN_QUIET_MS = 200;
/** ...but not longer than this: clients that never stop connecting are then refused. */
const DRAIN_LIMIT_MS = 3000;

/**
 * Graceful stop of a Node HTTP server under load. `server.close()` alone loses requests twice:
 * it resets the connections still waiting in the listen backlog (a busy event loop accepts one
 * connection per turn, so under load many wait, their requests already sent), and it counts a
 * connection whose request is not read yet as idle and cuts it. And a keep-alive connection that
 * is busy when the stop begins stays open for its next request, so a busy client (a load
 * balancer) keeps the process up until it is killed.
 *
 * So a stop first makes every unsent answer, and every later one, say `Connection: close`; keeps
 * accepting (and answering) until connections stop arriving, by which time the event loop has read
 * what they sent; and only then closes the listener and the idle connections, and waits for the
 * busy ones to answer.
 */
function gracefulStop(listener: RequestListener): { listener: RequestListener; stop(server: Server): Promise<void> } {
  const unsent = new Set<ServerResponse>();
  let draining = false;
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  /**
   * Waits for a quiet period and one more turn of the event loop (whose poll phase would accept
   * any connection still waiting) with no new connection; a stalled loop cannot fake the quiet.
   */
  const untilConnectionsStop = async (server: Server) => {
    let arrived = true;
    const mark = () => {
      arrived = true;
    };
    server.on('connection', mark);
    const started = Date.now();
    while (arrived && Date.now() - started < DRAIN_LIMIT_MS) {
      arrived = false;
      await new Promise((resolve) => setTimeout(resolve, DRAIN_QUIET_MS));
      await new Promise((resolve) => setImmediate(resolve));
    }
    server.off('connection', mark);
  };
  return {
    listener(req, res) {
      if (draining) closeAfter(res);
      else {
        unsent.add(res);
        res.once('close', () => unsent.delete(res));
      }
      listener(req, res);
    },
    async stop(server) {
      draining = true;
      for (const res of unsent) closeAfter(res);
      await untilConnectionsStop(server);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Takes (or builds) the container, seeds, and listens; resolves once the port is open. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config, logger } = options;
  const { clock, hasher, codes, payments } = options;
  const container =
    options.container ??
    (await createContainer({
      config,
      logger,
      ...(options.infrastructure ? { infrastructure: options.infrastructure } : {}),
      overrides: { ...(clock ? { clock } : {}), ...(hasher ? { hasher } : {}), ...(codes ? { codes } : {}), ...(payments ? { payments } : {}) },
    }));
  const database = resolve(container, TOKENS.database);
  const useCases = resolveUseCases(container);

  // The start's data work, which needs the database (a start without it, as when the database is
  // out of reach, serves 503s until it answers).
  if (options.seed ?? true) {
    const report = await useCases.seed.execute({ admin: config.admin, demo: config.demoMode });
    logger.info(report, 'seeded');
    // Locations without coordinates (the migration's backfill, seeds) get their zip code's: idempotent, one statement once done.
    const placed = await useCases.fillLocationCoordinates.execute();
    if (placed.placed > 0 || placed.unknownZip > 0) logger.info(placed, 'location coordinates filled from zip codes');
    if (config.demoMode && (options.drawDemoPictures ?? true)) {
      useCases.demoPictures.ensureAll().then(
        (drawn) => drawn > 0 && logger.info({ drawn }, 'demo pictures drawn'),
        (error: unknown) => logger.warn({ err: error }, 'demo pictures could not be drawn: each is drawn when first asked for'),
      );
    }
  }

  const sessionSecret = await resolveSessionSecret(config.sessionSecret, config.dataDir);
  const lifecycle = { stopping: false };
  const { listener } = createApp(container, { sessionSecret, webRoots: options.webRoots, lifecycle });
  const graceful = gracefulStop(listener);
  const server = createServer(graceful.listener);
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const port = (server.address() as AddressInfo).port;
  const jobs = resolve(container, TOKENS.jobQueue);
  if (config.jobs) {
    try {
      await startJobWorkers(container, { logger, ...options.jobs });
    } catch (error) {
      await graceful.stop(server);
      await jobs.stop();
      throw error;
    }
  }

  let stopping: Promise<void> | null = null;
  return {
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    describe: database.describe,
    useCases,
    stop() {
      stopping ??= (async () => {
        lifecycle.stopping = true;
        await graceful.stop(server);
        // After the last answer (a request may have queued a job), before the database closes.
        await jobs.stop();
        await resolve(container, TOKENS.catalogueSignals).close();
        await database.close();
      })();
      return stopping;
    },
  };
}
