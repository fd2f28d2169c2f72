import { ConfigError, loadConfig } from './config/load.js';
import { createContainer } from './container.js';
import { buildApp } from './http/app.js';
import { startWatchdog } from './watchdog.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`parapet: ${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }

  // Started first, so that a shutdown during start-up is bounded too; stalls count once listening.
  const watchdog = startWatchdog({ stallLimitMs: config.eventLoopStallLimitMs });

  let lastFallbackLog = 0;
  const container = await createContainer(config, {
    onRateLimitFallback: (error) => {
      if (Date.now() - lastFallbackLog < 10_000) return;
      lastFallbackLog = Date.now();
      app.log.warn({ err: error }, 'shared rate-limit store failed; using per-instance limits');
    },
    onReceiptError: (error, dropped) =>
      app.log.warn({ err: error, dropped }, dropped > 0 ? 'screening receipts dropped while the storage did not answer' : 'writing screening receipts failed; retrying'),
    onPurgeError: (error) => app.log.warn({ err: error }, 'retention purge of screening records failed; retrying at the next interval'),
  });
  const app = await buildApp(container.deps);

  /**
   * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish (new ones on kept-alive
   * connections get 503), close storage, queues and Redis, then exit. The grace period is bounded
   * twice: by a timer here, and by the watchdog thread in case the event loop is blocked and timers
   * cannot fire. A second signal exits at once.
   */
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal during shutdown; exiting now');
      process.exit(1);
    }
    stopping = true;
    watchdog.shuttingDown(config.shutdownTimeoutMs + 1000);
    app.log.info({ signal, grace_ms: config.shutdownTimeoutMs }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    app
      .close()
      .then(() => container.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error during shutdown');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await container.warm();
  const address = await app.listen({ port: config.port, host: config.host });
  watchdog.arm();
  app.log.info({ address, storage: container.storage.dialect, redis: Boolean(config.redisUrl) }, 'parapet listening');
}

main().catch((error: unknown) => {
  process.stderr.write(`parapet: failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
