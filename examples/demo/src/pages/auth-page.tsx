import { AuthForm, useAuth, useT } from '@compare/widgets';
import { Navigate, useNavigate } from 'react-router';
import { usePageTitle } from '../page-title';

/** /auth: Login and Register; a signed-in shopper goes straight home. */
export function AuthPage() {
  const t = useT();
  usePageTitle(t('authSignIn'));
  const navigate = useNavigate();
  const { user } = useAuth();
  if (user) return <Navigate to="/" replace />;
  return (
    <div className="demo-auth">
      <h1 className="demo-visually-hidden">{t('authSignIn')}</h1>
      <AuthForm
        showAside
        onSuccess={() => {
          navigate('/', { replace: true });
        }}
      />
    </div>
  );
}
