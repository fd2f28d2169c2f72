import type { App, HttpDeps } from '../types.js';
import { agentTrustVerify } from './agent-trust.verify.js';
import { analyzeGet } from './analyze.get.js';
import { analyzeSubmit } from './analyze.submit.js';
import { chatSend } from './chat.send.js';
import { evaluateGet } from './evaluate.get.js';
import { evaluateSubmit } from './evaluate.submit.js';
import { evaluatorsList } from './evaluators.list.js';
import { healthGet } from './health.get.js';
import { outputScreen } from './output.screen.js';
import { parseGet } from './parse.get.js';
import { parseSubmit } from './parse.submit.js';
import { keysGenerate } from './keys.generate.js';
import { metricsGet } from './metrics.get.js';
import { modelsList } from './models.list.js';
import { policyGet } from './policy.get.js';
import { policyReset } from './policy.reset.js';
import { policyUpdate } from './policy.update.js';
import { pricingGet } from './pricing.get.js';
import { screeningsList } from './screenings.list.js';

/** Every route of the service; one file per method and path. */
export const ROUTES: ReadonlyArray<(app: App, deps: HttpDeps) => void> = [
  healthGet,
  keysGenerate,
  policyGet,
  policyUpdate,
  policyReset,
  parseSubmit,
  parseGet,
  screeningsList,
  outputScreen,
  agentTrustVerify,
  modelsList,
  analyzeSubmit,
  analyzeGet,
  evaluateSubmit,
  evaluateGet,
  evaluatorsList,
  pricingGet,
  chatSend,
  metricsGet,
];
