import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Button, FileButton, Group, Image, Modal, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { apiErrorMessage } from '@/shared/api/errorMessage';
import { applyServerErrors } from '@/shared/api/serverErrors';
import { useErrorText } from '@/shared/hooks/useErrorText';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { salonToday } from '@/shared/lib/salonDates';
import { showSnack } from '@/shared/ui/snack';
import { uploadFile } from '@/shared/api';
import { useSaveCase } from '../api/cases';
import type { CaseView, ServiceChoice } from '../api/types';
import { caseBody, caseSchema, caseValues, CASE_MAX_PHOTOS, type CaseValues } from '../lib/caseSchema';
import { IMAGE_ACCEPT } from './PhotoUpload';
import { TimeField } from './TimeField';

interface Props {
  masterId: number;
  /** The case to edit; null for a new one. */
  value: CaseView | null;
  services: ServiceChoice[];
  onClose: () => void;
}

/** Add or edit a portfolio case: service, date, time, description and photos. */
export function CaseModal({ masterId, value, services, onClose }: Props) {
  const { t } = useTranslation('salonTeam');
  const errorText = useErrorText();
  const locale = useLocale();
  const schema = useMemo(() => caseSchema(errorText, locale), [errorText, locale]);
  const form = useForm<CaseValues>({ resolver: zodResolver(schema), defaultValues: caseValues(value) });
  const { control, register, handleSubmit, setError, setValue, watch, formState } = form;
  const save = useSaveCase(masterId, value?.id ?? null);
  const [uploading, setUploading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const photos = watch('photos');
  // A case names a catalogue service; the salon offers each at most once.
  const serviceData = [...new Map(services.map((s) => [s.service_id, { value: String(s.service_id), label: s.name }])).values()];

  const addPhotos = async (files: File[]) => {
    setUploading(true);
    try {
      const room = CASE_MAX_PHOTOS - photos.length;
      const uploaded = await Promise.all(files.slice(0, room).map((f) => uploadFile(f, 'portfolio')));
      setValue('photos', [...photos, ...uploaded.map((u) => ({ id: u.id, url: u.full_url }))], { shouldValidate: true });
    } catch (error) {
      setFormError(apiErrorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  const submit = handleSubmit((values) => {
    setFormError(null);
    save.mutate(caseBody(values), {
      onSuccess: () => {
        showSnack(t('cases.saved'), 'success');
        onClose();
      },
      onError: (error) => applyServerErrors(error, ['service_id', 'date', 'time', 'description', 'photos'], setError),
    });
  });

  return (
    <Modal opened onClose={onClose} title={value ? t('cases.edit_title') : t('cases.new_title')} centered size="lg">
      <form onSubmit={submit} noValidate data-testid="case-form">
        <Stack gap="md">
          <Controller
            control={control}
            name="service_id"
            render={({ field, fieldState }) => (
              <Select
                label={t('cases.service')}
                withAsterisk
                data={serviceData}
                value={field.value === null ? null : String(field.value)}
                onChange={(v) => field.onChange(v === null ? null : Number(v))}
                searchable
                error={fieldState.error?.message}
                data-testid="case-service"
              />
            )}
          />
          <Group grow align="flex-start">
            <TextInput label={t('cases.date')} withAsterisk type="date" max={salonToday()} error={formState.errors.date?.message} {...register('date')} data-testid="case-date" />
            <Controller
              control={control}
              name="time"
              render={({ field, fieldState }) => <TimeField label={t('cases.time')} value={field.value} onChange={field.onChange} error={fieldState.error?.message} data-testid="case-time" />}
            />
          </Group>
          <Textarea label={t('cases.description')} autosize minRows={2} error={formState.errors.description?.message} {...register('description')} data-testid="case-description" />
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('cases.photos')} <span aria-hidden>*</span>
            </Text>
            <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
              {photos.map((p) => (
                <div key={p.id} style={{ position: 'relative' }} data-testid="case-photo">
                  <Image src={p.url} alt="" radius="sm" h={80} fit="cover" />
                  <ActionIcon
                    size="sm"
                    color="red"
                    radius="xl"
                    style={{ position: 'absolute', top: 4, right: 4 }}
                    aria-label={t('cases.remove_photo')}
                    onClick={() => setValue('photos', photos.filter((o) => o.id !== p.id), { shouldValidate: true })}
                  >
                    <IconX size={12} aria-hidden />
                  </ActionIcon>
                </div>
              ))}
            </SimpleGrid>
            <Group>
              <FileButton accept={IMAGE_ACCEPT} multiple onChange={(files) => files.length && void addPhotos(files)}>
                {(props) => (
                  <Button {...props} variant="light" size="xs" leftSection={<IconPhotoPlus size={16} aria-hidden />} loading={uploading} disabled={photos.length >= CASE_MAX_PHOTOS} data-testid="case-add-photos">
                    {t('cases.add_photos')}
                  </Button>
                )}
              </FileButton>
            </Group>
            {formState.errors.photos && (
              <Text c="red" size="xs" data-testid="case-photos-error">
                {formState.errors.photos.message ?? formState.errors.photos.root?.message}
              </Text>
            )}
          </Stack>
          {formError && (
            <Alert color="red" data-testid="case-form-error">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" radius="xl" loading={save.isPending} data-testid="case-save">
              {t('cases.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
