import { SuggestionForm, useT } from '@compare/widgets';
import { usePageTitle } from '../page-title';
import { SUPPORT_EMAIL } from '../site';

/** /contact: the support address and the deal-suggestion form. */
export function ContactPage() {
  const t = useT();
  usePageTitle(t('contactTitle'));
  return (
    <div className="demo-two-columns">
      <section className="demo-prose" aria-labelledby="contact-heading">
        <h1 id="contact-heading">{t('contactTitle')}</h1>
        <p className="demo-lead">
          Questions about a price, a merchant or your account? Write to us and we usually answer within two
          working days.
        </p>
        <p>
          Email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
        <p>Seen a deal we are missing, or a category you would like us to compare? Tell us with the form.</p>
      </section>
      <section className="demo-card">
        <SuggestionForm />
      </section>
    </div>
  );
}
