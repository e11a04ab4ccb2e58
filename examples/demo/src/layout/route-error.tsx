import { Component, type ReactNode } from 'react';
import { usePageTitle } from '../page-title';

function ErrorPage({ error }: { error: unknown }) {
  usePageTitle('Something went wrong');
  const detail = error instanceof Error ? error.message : null;
  return (
    <main className="demo-empty-page demo-container">
      <h1>Something went wrong</h1>
      <p>Please reload the page. If it keeps happening, write to us from the contact page.</p>
      {detail ? <p className="demo-error-detail">{detail}</p> : null}
      <a className="demo-button" href="/">
        Reload the home page
      </a>
    </main>
  );
}

interface RouteErrorProps {
  children: ReactNode;
  /** A change (the location) clears a caught error, so navigating away recovers. */
  resetKey: string;
}

/**
 * Shown when a page fails to render or its chunk fails to load (e.g. after a deploy replaced
 * it). It sits outside the CompareProvider, so it uses plain markup.
 */
export class RouteError extends Component<RouteErrorProps, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: RouteErrorProps, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override render() {
    return this.state.error ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
