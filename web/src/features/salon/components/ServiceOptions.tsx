import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDuration, formatMoney } from '@/shared/lib/format';
import type { ServiceOption } from '../api/types';
import classes from './Salon.module.css';

interface Props {
  title: string;
  options: ServiceOption[];
  testId: string;
}

/** Sub-services or add-ons of a service: name, duration and price each. */
export function ServiceOptions({ title, options, testId }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (options.length === 0) return null;
  return (
    <div className={classes.options} data-testid={testId}>
      <p className={`${classes.textXs} ${classes.semibold} ${classes.dimmed} ${classes.uppercase}`}>{title}</p>
      <ul className={classes.optionList}>
        {options.map((o) => (
          <li key={o.id}>
            <span>{o.name}</span>
            <span className={classes.optionMeta}>
              {o.duration_min > 0 && `${formatDuration(o.duration_min, t)} · `}
              {formatMoney(o.price, locale)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
