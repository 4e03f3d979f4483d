import { Button, Checkbox, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors } from '@/shared/api/serverErrors';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatInstant } from '@/shared/lib/format';
import { showSnack } from '@/shared/ui/snack';
import { useSaveAgreement } from '../api/agreements';
import { AGREEMENT_LANGUAGES, type AdminAgreement, type AgreementInput, type AgreementLanguage } from '../api/types';
import { RichTextField } from '@/shared/ui/RichTextField';

const KNOWN = /^(name|text_tr|text_en|text_ru|confirm_changes)$/;
const textField = (lang: AgreementLanguage) => `text_${lang}` as const;

/** The form starts from the current version; forcing and confirming are asked anew for each save. */
function toForm(agreement: AdminAgreement): AgreementInput {
  const { name, text_tr, text_en, text_ru } = agreement.current;
  return { name, text_tr, text_en, text_ru, force_accept: false, confirm_changes: false };
}

/**
 * Name and the text in tr/en/ru tabs; Save (after "I confirm the changes") makes a new version. The page
 * remounts the form per version, so after a save it starts again from the saved (sanitised) texts.
 */
export function AgreementForm({ agreement }: { agreement: AdminAgreement }) {
  const { t } = useTranslation('adminAgreements');
  const locale = useLocale();
  const save = useSaveAgreement(agreement.slug);
  const { control, register, handleSubmit, setError, formState, watch } = useForm<AgreementInput>({ defaultValues: toForm(agreement) });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      showSnack(t('edit.saved', { version: saved.current.version }), 'success');
    } catch (error) {
      applyServerErrors<AgreementInput>(error, (field) => KNOWN.test(field), setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="agreement-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed" data-testid="agreement-current">
          {t('edit.current', { version: agreement.current.version, date: formatInstant(agreement.current.updated_at, locale, 'numericDate') })}
        </Text>
        <TextInput
          label={t('edit.name')}
          withAsterisk
          error={errors.name?.message}
          {...register('name', { validate: (v) => v.trim() !== '' || t('edit.required') })}
          data-testid="agreement-name"
        />
        <Tabs defaultValue="tr" keepMounted>
          <Tabs.List>
            {AGREEMENT_LANGUAGES.map((lang) => (
              <Tabs.Tab key={lang} value={lang} c={errors[textField(lang)] ? 'red' : undefined} data-testid={`agreement-tab-${lang}`}>
                {t(`edit.languages.${lang}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {AGREEMENT_LANGUAGES.map((lang) => (
            <Tabs.Panel key={lang} value={lang} pt="sm">
              <Controller
                control={control}
                name={textField(lang)}
                render={({ field }) => (
                  <RichTextField
                    initial={field.value}
                    onChange={field.onChange}
                    error={errors[textField(lang)]?.message}
                    data-testid={`agreement-editor-${lang}`}
                  />
                )}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
        <Checkbox label={t('edit.force')} description={t('edit.force_hint')} {...register('force_accept')} data-testid="agreement-force" />
        <Group justify="space-between" align="center">
          <Checkbox label={t('edit.confirm_changes')} error={errors.confirm_changes?.message} {...register('confirm_changes')} data-testid="agreement-confirm" />
          <Button type="submit" radius="xl" loading={save.isPending} disabled={!watch('confirm_changes')} data-testid="agreement-save">
            {t('edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
