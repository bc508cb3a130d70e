/** One suggestion the places autocomplete call answers. */
export interface PlacePrediction {
  /** Passed to the details call. */
  placeId: string;
  /** The whole suggestion as one line: "12 Harbour Road, Porthleven, Cornwall, United Kingdom". */
  description: string;
  /** The street or the place's name. */
  mainText: string;
  /** What follows it: the city, region and country. */
  secondaryText: string;
}

/** The address parts a place fills in, named as the form's address field names its inputs. */
export interface PlaceAddress {
  line1: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** What the places details call answers. */
export interface PlaceDetails {
  placeId: string;
  formattedAddress: string;
  location: { lat: number; lng: number };
  address: PlaceAddress;
}

/**
 * Where in the site a places call comes from: the runtime sends it with every call, and the
 * details call needs productPage and productSection.
 */
export interface PlacesTrackingContext {
  productPage?: string;
  productSection?: string;
}
