// The geocoders a provider names by string ('api', 'open-map'), in a module of their own: a page
// learns an address only when the shopper asks for one (the location dialog, Detect my Location,
// a point without an address), so the first load of a partner page does not carry them.
export { createApiGeocoder, createOpenMapGeocoder } from '@compare/core';
