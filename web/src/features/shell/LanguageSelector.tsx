import clsx from 'clsx';
import { useLocation } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { locales, switchLocalePath, useCurrentAlternates } from '@/shared/routes';
import { Link } from '@/shared/ui/Link';
import classes from './Shell.module.css';

/** TR / EN / RU links to the same screen in each locale. */
export function LanguageSelector({ size = 'sm' }: { size?: 'sm' | 'lg' }) {
  const { t } = useTranslation('shell');
  const { pathname, search, hash } = useLocation();
  const current = useLocale();
  // A screen whose address in another language depends on its data (a post's translation) says where to go.
  const alternates = useCurrentAlternates();
  return (
    <nav aria-label={t('header.language')} className={classes.langs} data-size={size} data-testid="language-selector">
      {locales.map((locale) => (
        <Link
          key={locale}
          to={alternates && locale !== current ? alternates(locale) : switchLocalePath(pathname + search + hash, locale)}
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
