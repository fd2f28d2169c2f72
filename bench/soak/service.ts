/**
 * The service as a soak runs it: the probe first, then the real entry point. The probe is imported
 * here rather than by `--import`, because worker threads (the HTML parsing pool) inherit the
 * process's flags and must not load it.
 */
import './probe.js';
await import('../../apps/server/src/main.js');
