import { firstLoad } from '../../scripts/size-first-load.mjs';

// "first load": what a page downloads before anything is opened (scripts/size-first-load.mjs).
// The comparison's on-demand parts are the basket sheet, the location dialog, the Select list and
// the dialogs' panel (Floating UI), the comparison's content with its verdict (when a basket is
// expected), the live price fetching (with the first refresh) and, in Hindi, the Hindi catalogue:
// every part any export loads on demand. The second check holds them, the third every export's first load.
const peers = ['react', 'react-dom', 'react/jsx-runtime'];

export default [
  {
    name: '@compare/widgets comparison widget (provider, table, floating cart), first load',
    path: 'dist/index.js',
    import: '{ CompareProvider, ComparisonTable, FloatingCart }',
    ignore: peers,
    modifyEsbuildConfig: firstLoad,
    limit: '44 kB',
  },
  {
    name: '@compare/widgets comparison widget with everything it loads on demand',
    path: 'dist/index.js',
    import: '{ CompareProvider, ComparisonTable, FloatingCart }',
    ignore: peers,
    limit: '83.5 kB',
  },
  {
    name: '@compare/widgets (every export), first load',
    path: 'dist/index.js',
    ignore: peers,
    modifyEsbuildConfig: firstLoad,
    limit: '71 kB',
  },
  {
    name: '@compare/widgets/next style registry, on every page (next excluded; it imports @compare/ui on the server only)',
    path: 'dist/next.js',
    import: '{ CompareStyleRegistry }',
    ignore: [...peers, 'next', '@compare/ui'],
    limit: '1 kB',
  },
  {
    name: '@compare/widgets/next CompareNextProvider on top of the widgets (next and @compare/widgets excluded)',
    path: 'dist/next.js',
    import: '{ CompareNextProvider }',
    ignore: [...peers, 'next', '@compare/widgets'],
    limit: '1 kB',
  },
  {
    name: '@compare/widgets/standalone script tag (React and every dependency inside)',
    path: 'dist/standalone.global.js',
    limit: '150.75 kB',
  },
];
