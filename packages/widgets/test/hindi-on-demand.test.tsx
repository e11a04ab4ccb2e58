// The Hindi catalogue is loaded when a provider first needs it. Each test imports the widgets
// afresh, so the catalogue is not yet loaded when it starts.
import { messages } from '@compare/core';
import { hiMessages } from '@compare/widgets/hi';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createFakeClient } from '../src/internal/testing/fake-client';

type Widgets = typeof import('@compare/widgets');

async function freshWidgets(): Promise<Widgets> {
  vi.resetModules();
  return import('@compare/widgets');
}

/** Shows the search placeholder in the active catalogue and notes every text it rendered. */
function Probe({ widgets, seen = [] }: { widgets: Widgets; seen?: string[] }) {
  const text = widgets.useT()('searchPlaceholder');
  seen.push(text);
  return <p data-testid="text">{text}</p>;
}

describe('the Hindi catalogue on demand', () => {
  it('a first render in Hindi waits for the catalogue and never shows English', async () => {
    const widgets = await freshWidgets();
    const { CompareProvider } = widgets;
    const seen: string[] = [];
    render(
      <CompareProvider apiClient={createFakeClient()} locale="hi">
        <Probe widgets={widgets} seen={seen} />
      </CompareProvider>,
    );
    expect(await screen.findByText(hiMessages.searchPlaceholder)).toBeInTheDocument();
    expect(seen).not.toContain(messages.searchPlaceholder);
  });

  it('a switch from English keeps English on screen until Hindi arrives, then shows Hindi', async () => {
    const widgets = await freshWidgets();
    const { CompareProvider } = widgets;
    const client = createFakeClient();
    const { rerender } = render(
      <CompareProvider apiClient={client} locale="en">
        <Probe widgets={widgets} />
      </CompareProvider>,
    );
    await act(async () => {
      rerender(
        <CompareProvider apiClient={client} locale="hi">
          <Probe widgets={widgets} />
        </CompareProvider>,
      );
    });
    // Never an empty page while the catalogue loads: English stays until Hindi replaces it.
    expect([messages.searchPlaceholder, hiMessages.searchPlaceholder]).toContain(
      screen.getByTestId('text').textContent,
    );
    expect(await screen.findByText(hiMessages.searchPlaceholder)).toBeInTheDocument();
  });

  it('with messages={hiMessages} the server renders Hindi at once, nothing loaded', async () => {
    const widgets = await freshWidgets();
    const { CompareProvider } = widgets;
    const html = renderToString(
      <CompareProvider apiClient={createFakeClient()} locale="hi" messages={hiMessages}>
        <Probe widgets={widgets} />
      </CompareProvider>,
    );
    expect(html).toContain(hiMessages.searchPlaceholder);
    expect(html).not.toContain(messages.searchPlaceholder);
  });
});
