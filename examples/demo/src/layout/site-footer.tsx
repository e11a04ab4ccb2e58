import { type CompareLocale, useT } from '@compare/widgets';
import { Link } from 'react-router';
import { demoText } from '../demo-text';
import { LOCALES } from '../locale';
import { SUPPORT_EMAIL } from '../site';

/** Props of {@link SiteFooter}. */
export interface SiteFooterProps {
  locale: CompareLocale;
  onLocaleChange: (locale: CompareLocale) => void;
}

/** The footer of every page: tagline, link columns, contact, copyright, demo notice, language. */
export function SiteFooter({ locale, onLocaleChange }: SiteFooterProps) {
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <footer className="demo-footer">
      <div className="demo-container">
        <div className="demo-footer-grid">
          <section className="demo-footer-about" aria-labelledby="footer-about">
            <h2 id="footer-about">{t('appName')}</h2>
            <p>{t('footerTagline')}</p>
          </section>
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links">{t('footerQuickLinks')}</h2>
            <ul>
              <li>
                <Link to="/">{t('navHome')}</Link>
              </li>
              <li>
                <Link to="/s">{t('navSearch')}</Link>
              </li>
              <li>
                <Link to="/my-cart">{t('navMyCart')}</Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-company">
            <h2 id="footer-company">{t('footerCompany')}</h2>
            <ul>
              <li>
                <Link to="/about">{t('navAboutUs')}</Link>
              </li>
              <li>
                <Link to="/contact">{t('navContactUs')}</Link>
              </li>
              <li>
                <Link to="/privacy-policy">{t('navPrivacyPolicy')}</Link>
              </li>
              <li>
                <Link to="/terms-of-use">{t('navTermsOfUse')}</Link>
              </li>
            </ul>
          </nav>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">{t('navContactUs')}</h2>
            <p>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </p>
            <fieldset className="demo-language-field">
              <legend>{demoText(locale, 'language')}</legend>
              <div className="demo-language">
                {LOCALES.map((option) => (
                  <button
                    key={option.value}
                    type="button"
                    lang={option.lang}
                    aria-pressed={option.value === locale}
                    onClick={() => onLocaleChange(option.value)}
                  >
                    {option.label}
                  </button>
                ))}
              </div>
            </fieldset>
          </section>
        </div>
        <div className="demo-footer-bottom">
          <p>{t('footerCopyright', { year })}</p>
          <p role="note">{demoText(locale, 'demoDataLine')}</p>
        </div>
      </div>
    </footer>
  );
}
