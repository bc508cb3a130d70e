/** Feature toggles and A/B tests (experiments), with their console messages. */
import { DEFAULT_AB_TEST_SEGMENT, ExperimentType } from '../constants/enums.js';
import { t } from '../i18n/format.js';

export interface Experiment {
  name: string;
  experimentType: ExperimentType;
  variant?: string;
  segmentName?: string;
  containsError?: boolean;
}

/** Loaded experiments by name; undefined while the configuration is not loaded. */
export type ExperimentConfiguration = ReadonlyMap<string, Experiment> | undefined;

/** A decision and, when it fell back to the caller's default, the console message saying why. */
export interface Decision<T> {
  value: T;
  warning?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The configuration from the server's list; entries without a name are left out. */
export function experimentConfiguration(list: unknown): ReadonlyMap<string, Experiment> {
  const experiments = new Map<string, Experiment>();
  if (!Array.isArray(list)) return experiments;
  for (const entry of list) {
    if (isObject(entry) && typeof entry.name === 'string') experiments.set(entry.name, entry as unknown as Experiment);
  }
  return experiments;
}

function lookup(configuration: ExperimentConfiguration, name: string, type: ExperimentType): { experiment: Experiment } | { warning: string } {
  if (!configuration) return { warning: t('featureConfigurationNotLoaded', {}, 'en') };
  const experiment = configuration.get(name);
  if (!experiment) return { warning: t('featureDoesNotExist', { name }, 'en') };
  if (experiment.experimentType !== type) return { warning: t('featureWrongType', { name }, 'en') };
  if (experiment.containsError === true) return { warning: t('featureInvalidDefinition', { name }, 'en') };
  return { experiment };
}

/** A toggle is enabled when its variant is the string 'true'. */
export function isFeatureEnabled(configuration: ExperimentConfiguration, name: string, defaultValue: boolean): Decision<boolean> {
  const found = lookup(configuration, name, ExperimentType.FEATURE_TOGGLE);
  if ('warning' in found) return { value: defaultValue, warning: found.warning };
  return { value: found.experiment.variant === 'true' };
}

/** The visitor's A/B test segment, or the caller's fallback ('default' unless given). */
export function abTestSegment(configuration: ExperimentConfiguration, name: string, fallback: string = DEFAULT_AB_TEST_SEGMENT): Decision<string> {
  const found = lookup(configuration, name, ExperimentType.AB_TEST);
  if ('warning' in found) return { value: fallback, warning: found.warning };
  const { segmentName, variant } = found.experiment;
  const segment = typeof segmentName === 'string' && segmentName !== '' ? segmentName : variant;
  if (typeof segment !== 'string' || segment === '') return { value: fallback, warning: t('featureInvalidDefinition', { name }, 'en') };
  return { value: segment };
}
