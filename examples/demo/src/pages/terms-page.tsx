import { usePageTitle } from '../page-title';
import { SUPPORT_EMAIL } from '../site';

/** /terms-of-use: the static terms. */
export function TermsPage() {
  usePageTitle('Terms of Use');
  return (
    <article className="demo-prose">
      <h1>Terms of Use</h1>
      <p className="demo-lead">By using Compare you agree to these terms.</p>
      <h2>1. Service description</h2>
      <p>
        Compare is an information service that shows grocery prices, discounts, fees and delivery times from
        several quick-commerce merchants side by side. We do not sell, deliver or take payment for any
        product; every purchase happens on the merchant's own site or app under the merchant's terms.
      </p>
      <h2>2. Data use</h2>
      <p>
        Prices and availability are gathered from publicly visible listings and may be delayed, incomplete or
        different in your area. On this demo the catalogue is sample data. Always check the final price on the
        merchant's page before you pay. You may use the comparisons for your own shopping; you may not copy
        the data in bulk or resell it.
      </p>
      <h2>3. Indemnification</h2>
      <p>
        You agree to indemnify and hold harmless Compare and its contributors from any claim, loss or expense
        arising from your misuse of the service or your breach of these terms.
      </p>
      <h2>4. Limitation of liability</h2>
      <p>
        The service is provided "as is". To the extent the law allows, Compare is not liable for any loss
        arising from prices, fees, stock or delivery times that turn out to differ from what we showed, or
        from any purchase you make with a merchant.
      </p>
      <h2>5. Changes to terms</h2>
      <p>
        We may update these terms from time to time. The version on this page applies from the moment it is
        published; continuing to use Compare after a change means you accept it. Questions:{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </article>
  );
}
