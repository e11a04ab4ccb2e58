// Public API of @compare/widgets/standalone: the widgets for pages without React. React and
// every dependency are bundled in; the script-tag build exposes the same names on
// `window.CompareWidgets`.

export {
  type MountConfig,
  type MountedCompare,
  mount,
  type StandaloneBasket,
  type StandaloneWidget,
  type StandaloneWidgetName,
  unmount,
} from './mount';
