import { useCompare } from '../context';
import { useAccountMessages } from '../internal/account';
import { hintStyle } from './account-styles';
import { WidgetLink } from './link';
import { linkStyle } from './styles';

/** 'Sign in to …' with a link to the sign-in page, for account widgets seen signed out. */
export function SignInHint({ text }: { text: string }) {
  const { hrefs } = useCompare();
  const messages = useAccountMessages();
  return (
    <p className={hintStyle()}>
      {text}{' '}
      <WidgetLink href={hrefs.auth()} className={linkStyle()}>
        {messages.authSignIn}
      </WidgetLink>
    </p>
  );
}
