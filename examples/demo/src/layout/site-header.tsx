import { BasketButton, LocationPicker, SearchBar, ThemeToggle, useT } from '@compare/widgets';
import { Link, useLocation } from 'react-router';
import { readSearchParams } from '../search-params';
import { AccountControl } from './account-control';
import { HeaderAlerts } from './account-widgets';

/** The header of every page: logo and delivery promise, location, search, account, theme and basket. */
export function SiteHeader() {
  const t = useT();
  const location = useLocation();
  // On /s the bar edits the current search: it shows q and keeps the filters when q changes.
  const params =
    location.pathname === '/s' ? readSearchParams(new URLSearchParams(location.search)) : undefined;
  // Three rows on a phone (brand + basket, location + account + theme, search); one row on wide
  // screens, where the row wrappers dissolve into the header's grid.
  return (
    <header className="demo-header">
      <div className="demo-container demo-header-inner">
        <div className="demo-header-row">
          <Link to="/" className="demo-brand">
            <span className="demo-logo">{t('appName')}</span>
            <span className="demo-promise">{t('headerDeliveryPromise')}</span>
          </Link>
          <div className="demo-header-basket">
            <BasketButton />
          </div>
        </div>
        <div className="demo-header-row">
          <div className="demo-header-location">
            <LocationPicker className="demo-location-button" />
          </div>
          <div className="demo-header-tools">
            <HeaderAlerts />
            <AccountControl />
            <ThemeToggle />
          </div>
        </div>
        <div className="demo-header-search">
          <SearchBar key={params?.q ?? ''} params={params} />
        </div>
      </div>
    </header>
  );
}
