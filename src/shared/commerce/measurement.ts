/** Store settings measurementStandard: imperial weighs in lbs and measures in inch, metric in kg and cm. */
import { MEASUREMENT_UNITS, Units } from '../constants/enums.js';

export type MeasurementStandard = 'imperial' | 'metric';

export interface MeasurementUnits {
  weight: 'lbs' | 'kg';
  dimension: 'inch' | 'cm';
}

/** The standard named by the store setting ('imperial' / 'metric', or the `Units` code); imperial otherwise, the USD store's default. */
export function measurementStandard(value: unknown): MeasurementStandard {
  const text = typeof value === 'string' ? value.toLowerCase() : value;
  return text === 'metric' || text === Units.METRIC ? 'metric' : 'imperial';
}

export function measurementUnits(value: unknown): MeasurementUnits {
  return MEASUREMENT_UNITS[measurementStandard(value) === 'metric' ? Units.METRIC : Units.IMPERIAL];
}
