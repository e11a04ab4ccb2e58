import { Button } from '@compare/ui';
import { useAuth, useT } from '@compare/widgets';
import { Link } from 'react-router';

/** Header account entry: 'Sign in' for visitors; the username and 'Logout' once signed in. */
export function AccountControl() {
  const t = useT();
  const { user, isLoading, logout } = useAuth();
  // While the session is being checked, an invisible 'Sign in' keeps the header from shifting.
  if (isLoading) {
    return (
      <span className="demo-account-link demo-account-pending" aria-hidden="true">
        {t('authSignIn')}
      </span>
    );
  }
  if (!user) {
    return (
      <Link className="demo-account-link" to="/auth">
        {t('authSignIn')}
      </Link>
    );
  }
  return (
    <div className="demo-account">
      <span className="demo-account-name" title={t('authSignedInAs', { username: user.username })}>
        {t('authSignedInAs', { username: user.username })}
      </span>
      <Button
        variant="ghost"
        size="sm"
        loading={logout.isPending}
        onClick={() => {
          logout.mutate();
        }}
      >
        {t('authLogout')}
      </Button>
    </div>
  );
}
