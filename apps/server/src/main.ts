import { ConfigError, loadConfig } from './config/load.js';
import { createContainer } from './container.js';
import { buildApp } from './http/app.js';

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

  let lastFallbackLog = 0;
  const container = await createContainer(config, {
    onRateLimitFallback: (error) => {
      if (Date.now() - lastFallbackLog < 10_000) return;
      lastFallbackLog = Date.now();
      app.log.warn({ err: error }, 'shared rate-limit store failed; using per-instance limits');
    },
    onPurgeError: (error) => app.log.warn({ err: error }, 'retention purge of screening records failed; retrying at the next interval'),
  });
  const app = await buildApp(container.deps);

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
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

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info({ address, storage: container.storage.dialect, redis: Boolean(config.redisUrl) }, 'parapet listening');
}

main().catch((error: unknown) => {
  process.stderr.write(`parapet: failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
