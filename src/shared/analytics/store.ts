/**
 * `$experiments`: the page's feature toggles and A/B tests, filled by `<sq-site>` from the
 * context's `experiments` list. Callers ask through `featureEnabled` / `featureSegment`, which fall
 * back to their default, with a console warning, while nothing is loaded or the name is wrong.
 */
import { atom } from 'nanostores';
import { abTestSegment, experimentConfiguration, isFeatureEnabled, type Decision, type ExperimentConfiguration } from './toggles.js';

export const $experiments = atom<ExperimentConfiguration>(undefined);

/** Loads the server's list; anything that is not a list leaves the configuration not loaded. */
export function setExperiments(list: unknown): void {
  $experiments.set(Array.isArray(list) ? experimentConfiguration(list) : undefined);
}

function decided<T>({ value, warning }: Decision<T>): T {
  if (warning) console.warn(warning);
  return value;
}

export const featureEnabled = (name: string, defaultValue = false): boolean => decided(isFeatureEnabled($experiments.get(), name, defaultValue));

export const featureSegment = (name: string, fallback?: string): string => decided(abTestSegment($experiments.get(), name, fallback));
