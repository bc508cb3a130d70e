/**
 * The page lifecycle: uninitialised, then initialised once when the registered initialisers
 * run; a global destroy runs the destructors and makes the page uninitialised again.
 */
import { t } from '../i18n/format.js';

export type LifecycleState = 'uninitialized' | 'initialized';
export type LifecycleStep = () => void;

export interface PageLifecycle {
  state(): LifecycleState;
  /** Registers a step run by `initialize`; registered on an initialised page, it runs at once. Returns an unregister. */
  registerInitializer(step: LifecycleStep): () => void;
  registerDestructor(step: LifecycleStep): () => void;
  /** Runs the initialisers in registration order; false when the page was already initialised. */
  initialize(): boolean;
  /** Runs the destructors, last registered first; false when the page was not initialised. */
  destroy(): boolean;
}

export interface LifecycleOptions {
  /** Where a failing step is reported; it never stops the others. */
  onError?: (message: string, error: unknown) => void;
}

const reportToConsole = (message: string, error: unknown) => console.error(message, error);

export function createPageLifecycle({ onError = reportToConsole }: LifecycleOptions = {}): PageLifecycle {
  let state: LifecycleState = 'uninitialized';
  const initializers: LifecycleStep[] = [];
  const destructors: LifecycleStep[] = [];

  const run = (step: LifecycleStep, name: 'initialisation' | 'destruction') => {
    try {
      step();
    } catch (error) {
      onError(t('lifecycleStepFailed', { step: name, message: error instanceof Error ? error.message : String(error) }, 'en'), error);
    }
  };
  const unregister = (steps: LifecycleStep[], step: LifecycleStep) => () => {
    const index = steps.indexOf(step);
    if (index !== -1) steps.splice(index, 1);
  };

  return {
    state: () => state,
    registerInitializer(step) {
      initializers.push(step);
      if (state === 'initialized') run(step, 'initialisation');
      return unregister(initializers, step);
    },
    registerDestructor(step) {
      destructors.push(step);
      return unregister(destructors, step);
    },
    initialize() {
      if (state === 'initialized') return false;
      // Set first, so an initialiser that calls initialize() again does not run the list twice.
      state = 'initialized';
      for (const step of [...initializers]) run(step, 'initialisation');
      return true;
    },
    destroy() {
      if (state === 'uninitialized') return false;
      state = 'uninitialized';
      for (const step of [...destructors].reverse()) run(step, 'destruction');
      return true;
    },
  };
}

/** The page's own lifecycle, shared by every bundle. */
export const pageLifecycle = createPageLifecycle();

export const registerInitializer = (step: LifecycleStep) => pageLifecycle.registerInitializer(step);
export const registerDestructor = (step: LifecycleStep) => pageLifecycle.registerDestructor(step);
export const initialize = () => pageLifecycle.initialize();
export const destroy = () => pageLifecycle.destroy();
