import { Link } from 'react-router';
import { usePageTitle } from '../page-title';

/** /about: what Compare does and where its numbers come from. */
export function AboutPage() {
  usePageTitle('About Us');
  return (
    <article className="demo-prose">
      <h1>About Compare</h1>
      <p className="demo-lead">
        Compare puts the quick-commerce apps side by side so you can see, before you order, which one delivers
        your groceries cheapest and fastest.
      </p>
      <h2>Why we built it</h2>
      <p>
        In major Indian cities (Mumbai, Delhi NCR, Bengaluru, Hyderabad, Chennai, Pune, Kolkata, Ahmedabad)
        the same litre of milk or packet of atta can cost a different amount on blinkit, Zepto, Swiggy
        Instamart, BigBasket, DMart Ready and JioMart, and each app adds its own delivery fee, small-cart fee
        and handling charge. Checking six apps for every order takes longer than the eight-minute delivery
        itself.
      </p>
      <h2>How it works</h2>
      <ul>
        <li>
          Tell us where you are (or let the browser detect it) and we show each merchant's delivery time for
          your area.
        </li>
        <li>Search for a product and see every merchant's price, discount and stock for each pack size.</li>
        <li>
          Add items to one basket and the <Link to="/my-cart">comparison</Link> adds up each merchant's total
          with its fees, so the cheapest basket is obvious.
        </li>
        <li>When you have chosen, each offer links to the merchant's own page: you buy there, not here.</li>
      </ul>
      <h2>About the data</h2>
      <p className="demo-notice" role="note">
        The catalogue on this site is DEMO DATA: real Indian brands and pack sizes with plausible prices,
        generated for demonstration. Prices, stock and delivery times are not live merchant figures, and fee
        amounts are estimates based on publicly observed rules.
      </p>
      <p>
        Compare is open source. Partner sites can embed the same basket comparison in their own React app
        through the <code>@compare/widgets</code> package.
      </p>
    </article>
  );
}
