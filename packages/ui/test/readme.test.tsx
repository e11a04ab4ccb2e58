// The README's quick start, run as written: test/readme-example.tsx is the README's block, checked
// character for character, so the documented usage keeps working.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from './readme-example';

const here = dirname(fileURLToPath(import.meta.url));

describe('README quick start', () => {
  it('is the code the README shows', () => {
    const readme = readFileSync(join(here, '..', 'README.md'), 'utf8');
    const example = readFileSync(join(here, 'readme-example.tsx'), 'utf8');
    expect(readme).toContain(`## Quick start\n\n\`\`\`tsx\n${example}\`\`\``);
  });

  it('shows a toast and opens the dialog', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The toast's module loads with the first toast.
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    await user.click(screen.getByRole('button', { name: 'Details' }));
    expect(await screen.findByRole('dialog', { name: 'Details' })).toHaveAccessibleDescription(
      'Everything about this item.',
    );
  });
});
