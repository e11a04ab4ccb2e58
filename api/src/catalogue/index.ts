// Public surface of the demo catalogue: the generator, its data types and the few helpers the
// seeder and API share with it.
export { generateCatalogue } from './generate';
export { etaAt } from './stores';
export type { Catalogue } from './types';
