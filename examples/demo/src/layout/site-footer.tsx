import { type CompareLocale, useT } from '@compare/widgets';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { demoText } from '../demo-text';
import { LOCALES } from '../locale';
import { SUPPORT_EMAIL } from '../site';

/** Props of {@link SiteFooter}. */
export interface SiteFooterProps {
  locale: CompareLocale;
  onLocaleChange: (locale: CompareLocale) => void;
}

/** How close to the viewport the language switch comes before its Devanagari face is fetched. */
const NEAR_VIEWPORT = '400px';

/**
 * True once the element has come within {@link NEAR_VIEWPORT} of the viewport (at once where
 * IntersectionObserver is missing).
 */
function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, near];
}

/** The footer of every page: tagline, link columns, contact, copyright, demo notice, language. */
export function SiteFooter({ locale, onLocaleChange }: SiteFooterProps) {
  const t = useT();
  const year = new Date().getFullYear();
  // The 'हिन्दी' label is the only Devanagari on an English page. Laid out with the full font stack
  // it would fetch the 120 kB Devanagari face on every first visit, competing with the first
  // screen's scripts and data; until the footer approaches, it uses the system fonts only (devices
  // with a Devanagari font show it as it is; the face follows when the shopper scrolls down).
  const [languageRef, languageNear] = useNearViewport<HTMLFieldSetElement>();
  const systemFontsOnly = locale !== 'hi' && !languageNear;
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
              <li>
                <Link to="/sources">{demoText(locale, 'priceSources')}</Link>
              </li>
              <li>
                <a href="/api/export/prices.jsonl.gz">{demoText(locale, 'openPriceData')}</a>
              </li>
            </ul>
          </nav>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">{t('navContactUs')}</h2>
            <p>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </p>
            <fieldset
              ref={languageRef}
              className={systemFontsOnly ? 'demo-language-field demo-system-fonts' : 'demo-language-field'}
            >
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
