import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors } from '@/shared/api/serverErrors';
import { useErrorText } from '@/shared/hooks/useErrorText';
import { useTranslation } from '@/shared/i18n';
import { Lookup } from '@/shared/ui/Lookup';
import { PhoneInput } from '@/shared/ui/PhoneInput';
import { RouteLink } from '@/shared/ui/RouteLink';
import { showSnack } from '@/shared/ui/snack';
import { searchPlaces } from '../../api/lookups';
import type { SalonInfo } from '../../api/types';
import { useUpdateSalonInfo } from '../../api/useUpdateSalonInfo';
import { LEGAL_FIELDS, profileSchema, SOCIAL_NETWORKS, toProfileBody, toProfileForm, type ProfileForm as Values } from '../../lib/profileForm';
import { Section } from '../settings/Section';
import { MapField } from './MapField';

const KNOWN = /^(name|phone|email|address|transport|custom_link|confirm_changes|social\.\w+|legal\.\w+)$/;
const PLACE = /^(province_id|district_id|neighbourhood_id)$/;

/** Name, phone, e-mail, address with its district or neighbourhood and map pin, transport, links. */
export function ProfileForm({ info }: { info: SalonInfo }) {
  const { t } = useTranslation('salonProfile');
  const errorText = useErrorText();
  const schema = useMemo(() => profileSchema(errorText), [errorText]);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: toProfileForm(info) });
  const { control, register, handleSubmit, setError, formState, watch, reset, setValue } = form;
  const errors = formState.errors;
  const update = useUpdateSalonInfo();

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(toProfileBody(values));
      reset(toProfileForm(saved.info));
      showSnack(saved.message, 'success');
    } catch (error) {
      // The address ids go to the place lookup, the pin's two numbers to its one field.
      applyServerErrors<Values>(error, (f) => (PLACE.test(f) ? 'place' : f === 'lng' ? 'lat' : KNOWN.test(f) || f === 'lat'), setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="profile-form">
      <Stack gap="md">
        <Section title={t('info.main')} testId="section-profile">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('info.name')} withAsterisk error={errors.name?.message} {...register('name')} data-testid="profile-name" />
            <Controller
              control={control}
              name="phone"
              render={({ field }) => <PhoneInput label={t('info.phone')} withAsterisk value={field.value} onChange={field.onChange} error={errors.phone?.message} data-testid="profile-phone" />}
            />
            <TextInput label={t('info.email')} type="email" error={errors.email?.message} {...register('email')} data-testid="profile-email" />
            <TextInput label={t('info.custom_link')} placeholder="https://" error={errors.custom_link?.message} {...register('custom_link')} data-testid="profile-custom-link" />
          </SimpleGrid>
          <Anchor component={RouteLink} to="salon" params={{ slug: info.slug }} size="sm" data-testid="profile-page-link">
            {t('info.page_link')}
          </Anchor>
        </Section>
        <Section title={t('info.address_title')} hint={t('info.address_hint')} testId="section-address">
          <Controller
            control={control}
            name="place"
            render={({ field }) => (
              <Lookup
                label={t('info.place')}
                placeholder={t('info.place_placeholder')}
                fetchOptions={searchPlaces}
                value={field.value}
                onChange={field.onChange}
                error={errors.place?.message}
                data-testid="profile-place"
              />
            )}
          />
          <TextInput label={t('info.address')} withAsterisk error={errors.address?.message} {...register('address')} data-testid="profile-address" />
          <MapField
            lat={watch('lat')}
            lng={watch('lng')}
            error={errors.lat?.message}
            onChange={(lat, lng) => {
              setValue('lat', lat, { shouldDirty: true });
              setValue('lng', lng, { shouldDirty: true });
            }}
          />
          <Textarea label={t('info.transport')} autosize minRows={2} maxRows={5} error={errors.transport?.message} {...register('transport')} data-testid="profile-transport" />
        </Section>
        <Section title={t('info.social')} testId="section-social">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {SOCIAL_NETWORKS.map((n) => (
              <TextInput key={n} label={t(`info.networks.${n}`)} placeholder="https://" error={errors.social?.[n]?.message} {...register(`social.${n}`)} data-testid={`profile-social-${n}`} />
            ))}
          </SimpleGrid>
        </Section>
        <Section title={t('info.legal_title')} hint={t('info.legal_hint')} testId="section-legal">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {LEGAL_FIELDS.map((n) => (
              <TextInput key={n} label={t(`info.legal.${n}`)} error={errors.legal?.[n]?.message} {...register(`legal.${n}`)} data-testid={`profile-legal-${n}`} />
            ))}
          </SimpleGrid>
        </Section>
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Checkbox label={t('confirm_changes')} {...register('confirm_changes')} error={errors.confirm_changes?.message} data-testid="profile-confirm" />
          <Button type="submit" radius="xl" loading={update.isPending} disabled={!watch('confirm_changes')} data-testid="profile-save">
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
