import { Combobox, Loader, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import type { LookupStatus } from './useLookupSearch';
import type { LookupOption } from './types';
import classes from './Lookup.module.css';

interface Props {
  status: LookupStatus;
  options: LookupOption[];
  /** True when `options` are the idle ones (shown under `groupLabel`). */
  idle: boolean;
  groupLabel?: string;
  minChars: number;
  labelledBy: string;
}

function OptionRow({ option }: { option: LookupOption }) {
  return (
    <Combobox.Option value={option.id} disabled={option.disabled} data-testid="lookup-option">
      <Text fz="sm" className={classes.text}>
        {option.text}
      </Text>
      {option.district_name ? (
        <Text fz="xs" c="dimmed" className={classes.text}>
          {option.district_name}
        </Text>
      ) : null}
    </Combobox.Option>
  );
}

/** The dropdown body: the options, or the spec §5 hint (start typing, type min N, no options). */
export function LookupDropdown({ status, options, idle, groupLabel, minChars, labelledBy }: Props) {
  const { t } = useTranslation('common');
  if (options.length > 0) {
    const rows = options.map((o) => <OptionRow key={o.id} option={o} />);
    return (
      <Combobox.Options labelledBy={labelledBy} className={classes.options}>
        {idle && groupLabel ? <Combobox.Group label={groupLabel}>{rows}</Combobox.Group> : rows}
      </Combobox.Options>
    );
  }
  let hint: string;
  if (status === 'loading') hint = t('lookup.loading');
  else if (status === 'short') hint = t('lookup.min_chars', { count: minChars });
  else if (status === 'done') hint = t('lookup.no_options');
  else hint = t('lookup.start_typing');
  return (
    <Combobox.Empty role="status" aria-live="polite" data-testid="lookup-hint" className={classes.hint}>
      {status === 'loading' ? <Loader size="xs" type="dots" aria-hidden /> : null}
      {hint}
    </Combobox.Empty>
  );
}
