import { Tabs, Textarea } from '@mantine/core';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n';
import type { SettingsForm } from '../../lib/settingsForm';

const LANGS = ['tr', 'en', 'ru'] as const;

/** The about text in Turkish, English and Russian; the page shows Turkish where one is empty. */
export function AboutField({ register, errors }: { register: UseFormRegister<SettingsForm>; errors: Partial<Record<(typeof LANGS)[number], string>> }) {
  const { t } = useTranslation('salonProfile');
  return (
    <Tabs defaultValue="tr" keepMounted>
      <Tabs.List>
        {LANGS.map((lang) => (
          <Tabs.Tab key={lang} value={lang} data-testid={`about-tab-${lang}`} c={errors[lang] ? 'red' : undefined}>
            {t(`settings.about_lang.${lang}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {LANGS.map((lang) => (
        <Tabs.Panel key={lang} value={lang} pt="sm">
          <Textarea rows={5} autosize minRows={5} maxRows={12} aria-label={t(`settings.about_lang.${lang}`)} error={errors[lang]} {...register(`about.${lang}`)} data-testid={`about-${lang}`} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
