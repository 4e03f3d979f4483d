import clsx from 'clsx';
import { useLocation } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { locales, switchLocalePath } from '@/shared/routes';
import { Link } from '@/shared/ui/Link';
import classes from './Shell.module.css';

/** TR / EN / RU links to the same screen in each locale. */
export function LanguageSelector({ size = 'sm' }: { size?: 'sm' | 'lg' }) {
  const { t } = useTranslation('shell');
  const { pathname, search, hash } = useLocation();
  const current = useLocale();
  return (
    <nav aria-label={t('header.language')} className={classes.langs} data-size={size} data-testid="language-selector">
      {locales.map((locale) => (
        <Link
          key={locale}
          to={switchLocalePath(pathname + search + hash, locale)}
          hrefLang={locale}
          lang={locale}
          title={t(`languages.${locale}`)}
          aria-current={locale === current ? 'true' : undefined}
          className={clsx(classes.lang, locale === current && classes.langActive)}
        >
          {locale.toUpperCase()}
        </Link>
      ))}
    </nav>
  );
}
