// Preloaded into a service started by a test: SIGUSR2 blocks the event loop for a minute, the way
// a pathological request would, so tests can check what still works while the loop is held.
process.on('SIGUSR2', () => {
  process.stderr.write('loop-blocker: blocking the event loop\n');
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    // busy
  }
});
