import type { User } from '@compare/core';
import { createStyles, Tabs } from '@compare/ui';
import { useId } from 'react';
import { useCompare } from '../../context';
import { WidgetLink } from '../../internal/link';
import { cx, linkStyle, MEDIUM, rootClass } from '../../internal/styles';
import { type AuthMode, CredentialsForm } from './credentials-form';

const rootStyle = createStyles({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: '$6',
  width: '100%',
  maxWidth: '960px',
  color: '$text',
});
const withAsideStyle = createStyles({ [MEDIUM]: { gridTemplateColumns: '1fr 1fr' } });
const formColumnStyle = createStyles({ display: 'flex', flexDirection: 'column', gap: '$4' });
const skipStyle = createStyles({ alignSelf: 'center', fontSize: '$sm' });
const asideStyle = createStyles({
  display: 'none',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: '$3',
  padding: '$8',
  borderRadius: '$lg',
  backgroundColor: '$accent',
  color: '$accentText',
  [MEDIUM]: { display: 'flex' },
});
const asideTitleStyle = createStyles({ margin: 0, fontSize: '$xxl', fontWeight: '$bold' });
const asideTextStyle = createStyles({ margin: 0, fontSize: '$md' });

/** Props of {@link AuthForm}. */
export interface AuthFormProps {
  /** The tab shown first ('login' by default). */
  defaultTab?: AuthMode | undefined;
  /** Called after a successful login or registration (the demo then goes to /). */
  onSuccess?: ((user: User, mode: AuthMode) => void) | undefined;
  /** Show the 'Fresh Groceries Delivered' side panel on wide screens (true by default). */
  showAside?: boolean | undefined;
  className?: string | undefined;
}

/**
 * Sign-in and registration: 'Login' and 'Register' tabs with username
 * and password, client validation with the exact catalogue messages, a 'Skip now' link home, and a side
 * panel on wide screens. Failures show the session's 'Login failed' / 'Registration failed' toasts.
 */
export function AuthForm({ defaultTab = 'login', onSuccess, showAside = true, className }: AuthFormProps) {
  const { messages, hrefs } = useCompare();
  const asideTitleId = useId();
  return (
    <div
      className={rootClass(rootStyle(), showAside && withAsideStyle(), className)}
      data-compare-widget="auth-form"
    >
      <div className={formColumnStyle()}>
        <Tabs.Root defaultValue={defaultTab}>
          <Tabs.List>
            <Tabs.Trigger value="login">{messages.authLoginTab}</Tabs.Trigger>
            <Tabs.Trigger value="register">{messages.authRegisterTab}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="login">
            <CredentialsForm mode="login" onSuccess={onSuccess} />
          </Tabs.Content>
          <Tabs.Content value="register">
            <CredentialsForm mode="register" onSuccess={onSuccess} />
          </Tabs.Content>
        </Tabs.Root>
        <WidgetLink href={hrefs.home()} className={cx(linkStyle(), skipStyle())}>
          {messages.authSkipNow}
        </WidgetLink>
      </div>
      {showAside ? (
        <aside className={asideStyle()} aria-labelledby={asideTitleId}>
          <h2 id={asideTitleId} className={asideTitleStyle()}>
            {messages.authSidePanelTitle}
          </h2>
          <p className={asideTextStyle()}>{messages.authTagline}</p>
        </aside>
      ) : null}
    </div>
  );
}
