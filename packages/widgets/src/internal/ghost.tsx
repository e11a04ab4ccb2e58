import { createStyles } from '@compare/ui';
import type { ReactNode } from 'react';
import { cx } from './styles';

const pulse = createStyles({
  display: 'inline-block',
  maxWidth: '100%',
  borderRadius: '$sm',
  backgroundColor: '$surfaceMuted',
  '& > *': { visibility: 'hidden' },
});

/** Props of {@link Ghost}. */
export interface GhostProps {
  /** The class of the text or control it stands for, so it takes exactly that size. */
  className?: string | undefined;
  /** Stand-in content of the size the real content usually has. */
  children: ReactNode;
}

/**
 * A placeholder the size of what it stands for: the same element with the same class, its content
 * invisible (and out of the accessibility tree) on a muted block. Skeletons built of ghosts keep
 * the line heights, fonts and paddings of the real thing, so nothing moves when it arrives.
 */
export function Ghost({ className, children }: GhostProps) {
  return (
    <span className={cx(pulse(), className)} aria-hidden="true">
      <span>{children}</span>
    </span>
  );
}
