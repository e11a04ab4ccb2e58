import { firstLoad } from '../../scripts/size-first-load.mjs';

// "first load": what a page downloads before anything is opened (scripts/size-first-load.mjs);
// the other checks add what it loads on demand (the Select's list and the dialogs' panel, which
// bring Floating UI).
const peers = ['react', 'react-dom', 'react/jsx-runtime'];

export default [
  {
    name: '@compare/ui, every export, first load (react and react-dom excluded)',
    path: 'dist/index.js',
    ignore: peers,
    modifyEsbuildConfig: firstLoad,
    limit: '32.8 kB',
  },
  {
    name: '@compare/ui, every export with the Select list and dialog panels they load on demand',
    path: 'dist/index.js',
    ignore: peers,
    // 38 kB until the dialog panel moved initial focus itself (never away from a field the
    // shopper already reached): +0.11 kB.
    limit: '38.2 kB',
  },
  {
    name: 'Button + ThemeProvider',
    path: 'dist/index.js',
    import: '{ Button, ThemeProvider }',
    ignore: peers,
    limit: '9.2 kB',
  },
  {
    name: 'Select, first load (closed: no Floating UI)',
    path: 'dist/index.js',
    import: '{ Select }',
    ignore: peers,
    modifyEsbuildConfig: firstLoad,
    limit: '9.5 kB',
  },
];
