import { IconButton } from '@compare/ui';
import { useCompare } from '../../context';
import { useThemeMode } from '../../hooks/use-theme-mode';
import { rootClass } from '../../internal/styles';

/** Props of {@link ThemeToggle}. */
export interface ThemeToggleProps {
  className?: string | undefined;
}

/** Switches between light and dark and remembers the choice. */
export function ThemeToggle({ className }: ThemeToggleProps) {
  const { messages } = useCompare();
  const { theme, toggle } = useThemeMode();
  const dark = theme === 'dark';
  return (
    <IconButton
      className={rootClass(className)}
      variant="ghost"
      label={messages.toggleDarkMode}
      title={dark ? messages.switchToLightMode : messages.switchToDarkMode}
      aria-pressed={dark}
      onClick={toggle}
      data-theme={theme}
    >
      {dark ? (
        <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
          <circle cx="9" cy="9" r="3.5" fill="currentColor" />
          <path
            d="M9 1.5v2M9 14.5v2M1.5 9h2M14.5 9h2M3.7 3.7l1.4 1.4M12.9 12.9l1.4 1.4M3.7 14.3l1.4-1.4M12.9 5.1l1.4-1.4"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
          />
        </svg>
      ) : (
        <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
          <path d="M15 11.5A6.5 6.5 0 0 1 6.5 3a6.5 6.5 0 1 0 8.5 8.5Z" fill="currentColor" />
        </svg>
      )}
    </IconButton>
  );
}
