import { usePageTitle } from '../page-title';
import { SUPPORT_EMAIL } from '../site';

/** /privacy-policy: what the site stores and what it does with price data. */
export function PrivacyPage() {
  usePageTitle('Privacy Policy');
  return (
    <article className="demo-prose">
      <h1>Privacy Policy</h1>
      <p className="demo-lead">
        Compare is built to work without knowing who you are. No personal data is stored on our servers.
      </p>
      <h2>What stays in your browser</h2>
      <p>
        Your basket, your chosen location (latitude, longitude and address), your theme and language, and the
        date we last showed the price-refresh reminder are kept in your browser's local storage. They never
        leave your device except as the coordinates we need to show delivery times and prices for your area.
        Clearing your browser's site data removes them.
      </p>
      <h2>Accounts</h2>
      <p>
        Signing in is optional. If you create an account, we keep only a username and a securely hashed
        password so that you can sign in again; we ask for no name, phone number, email or address.
      </p>
      <h2>Price data</h2>
      <p>
        The prices, discounts and stock we show come from publicly visible merchant listings (on this demo,
        generated sample data). Scraped public price data is used only for comparison: we do not sell it,
        profile shoppers with it or use it for any other purpose.
      </p>
      <h2>Location</h2>
      <p>
        If you allow it, the browser tells us your approximate position so we can pick the stores that deliver
        to you. If you decline, we use Mumbai as a default. Either way the position stays in your browser.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about privacy: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </article>
  );
}
