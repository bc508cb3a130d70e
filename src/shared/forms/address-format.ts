/**
 * How a country writes an address, for the forms that ask for one: the names of its region and
 * postal code, whether the region is needed, and the country's name to start the Country box with.
 * A form names its country with an ISO 3166-1 code (`US`, `GB`); without one, or for a country not
 * listed, the address asks in the United States' terms, as it always has.
 */
export interface AddressFormat {
  /** The country's name, as the Country box starts. */
  country: string;
  region: 'formPartState' | 'formPartCounty';
  postalCode: 'formPartZip' | 'formPartPostcode';
  /** Whether a required address needs its region filled in. */
  regionRequired: boolean;
}

const FORMATS: Readonly<Record<string, AddressFormat>> = Object.freeze({
  US: { country: 'United States', region: 'formPartState', postalCode: 'formPartZip', regionRequired: true },
  GB: { country: 'United Kingdom', region: 'formPartCounty', postalCode: 'formPartPostcode', regionRequired: false },
});

export const ADDRESS_COUNTRIES = Object.freeze(Object.keys(FORMATS));

/** The format for an ISO 3166-1 code, or undefined for one not listed. */
export function addressFormatOf(country: unknown): AddressFormat | undefined {
  return typeof country === 'string' && country ? FORMATS[country.toUpperCase()] : undefined;
}
