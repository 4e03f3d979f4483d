import { useLibs } from '@/shared/api/libs';
import { useTranslation } from '@/shared/i18n';
import { RouteLink } from '@/shared/ui/RouteLink';
import classes from './Shell.module.css';

/** Site name (from libs, else the brand) linking home. */
export function Logo() {
  const { t } = useTranslation();
  const { data } = useLibs();
  const name = data?.site.name || t('brand');
  return (
    <RouteLink to="home" className={classes.logo} data-testid="logo">
      <span className={classes.logoMark} aria-hidden>
        {name.charAt(0)}
      </span>
      <span>{name}</span>
    </RouteLink>
  );
}
