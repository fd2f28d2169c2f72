import { workerData } from 'node:worker_threads';
import { createEngine, type AgentMessage, type InputScreening, type OutputOptions, type ScreenInputOptions } from '@parapet/engine';
import { loadClassifier } from '../classifier-weights.js';

/**
 * The worker-thread side of EngineWorkers: the same engine as the service's (the same rules and
 * classifier weights), warmed when the thread starts, screening one long text at a time.
 */

export interface EngineWorkerData {
  /** The classifier's weights directory, as the service loaded them. */
  classifierDir: string;
}

export type EngineTask =
  | { surface: 'input'; text: string; options: ScreenInputOptions }
  | { surface: 'output'; text: string; options: OutputOptions }
  | { surface: 'agent'; message: AgentMessage };

const { classifierDir } = workerData as EngineWorkerData;
const engine = createEngine({ classifier: loadClassifier(classifierDir) });
engine.warm();

export function screen(task: EngineTask): InputScreening | ReturnType<typeof engine.screenOutput> | ReturnType<typeof engine.verifyAgentMessage> {
  switch (task.surface) {
    case 'input':
      return engine.screenInput(task.text, task.options);
    case 'output':
      return engine.screenOutput(task.text, task.options);
    case 'agent':
      return engine.verifyAgentMessage(task.message);
  }
}

export default screen;
