import { Button } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { pathFor } from '@/shared/routes';
import { Lookup, type LookupOption } from '@/shared/ui/Lookup';
import { searchSalons } from '../../api/searchSalons';
import { salonSearchQuery } from '../../lib/searchQuery';
import classes from '../Home.module.css';

/** Salons tab: picking a salon opens its page; submitting typed text searches the places list. */
export function SalonSearchForm() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const open = (salon: LookupOption | null) => {
    if (salon) navigate(pathFor('salon', locale, { slug: salon.slug || salon.id }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(pathFor('places', locale, {}, salonSearchQuery(text)));
  };

  return (
    <form className={classes.searchFields} data-tab="salons" onSubmit={submit} role="search" data-testid="search-salons-form">
      <Lookup
        className={classes.wide}
        size="md"
        label={t('search.salon_label')}
        placeholder={t('search.salon_placeholder')}
        leftSection={<IconSearch size={18} />}
        fetchOptions={searchSalons}
        onChange={open}
        onSearchChange={setText}
        name="salon"
        data-testid="search-salon"
      />
      <Button className={classes.wide} type="submit" size="md" radius="xl" leftSection={<IconSearch size={18} />} data-testid="search-submit">
        {t('search.submit')}
      </Button>
    </form>
  );
}
