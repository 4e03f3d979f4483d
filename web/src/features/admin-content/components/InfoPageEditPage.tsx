import { Anchor, Button, Group, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { applyServerErrors } from '@/shared/api/serverErrors';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { isLocale, pathFor } from '@/shared/routes';
import { RichTextField } from '@/shared/ui/RichTextField';
import { showSnack } from '@/shared/ui/snack';
import { typedConfirm } from '@/shared/ui/typedConfirm';
import { type AdminInfoPage, type InfoPageInput, PAGE_STATES, useAdminInfoPage, useDeleteInfoPage, useSaveInfoPage } from '../api/content';

const KNOWN = /^(title|slug|seo_title|seo_description|html|status|locale)$/;

function toForm(page?: AdminInfoPage): InfoPageInput {
  return {
    locale: page?.locale ?? 'tr',
    title: page?.title ?? '',
    slug: page?.slug ?? '',
    seo_title: page?.seo_title ?? '',
    seo_description: page?.seo_description ?? '',
    html: page?.html ?? '',
    status: page?.status ?? 'draft',
  };
}

function PageForm({ page }: { page?: AdminInfoPage }) {
  const { t } = useTranslation('adminContent');
  const locale = useLocale();
  const navigate = useNavigate();
  const save = useSaveInfoPage(page?.id ?? null);
  const remove = useDeleteInfoPage();
  const { control, register, handleSubmit, setError, formState, watch } = useForm<InfoPageInput>({ defaultValues: toForm(page) });
  const errors = formState.errors;
  const seoTitle = watch('seo_title') ?? '';
  const seoDescription = watch('seo_description') ?? '';

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ ...values, slug: values.slug || null });
      showSnack(t('pages.saved'), 'success');
      if (!page) navigate(pathFor('admin-info-pages-item', locale, { id: String(saved.id) }));
    } catch (error) {
      applyServerErrors<InfoPageInput>(error, (field) => KNOWN.test(field), setError);
    }
  });

  const onDelete = async () => {
    if (!page) return;
    const message = { title: t('pages.delete'), message: t('pages.delete_message'), expected: page.title, inputLabel: t('pages.type_title'), danger: true };
    if (!(await typedConfirm(message))) return;
    await remove.mutateAsync(page.id);
    navigate(pathFor('admin-info-pages', locale));
  };

  const publicLocale = page && isLocale(page.locale) ? page.locale : locale;
  return (
    <form onSubmit={submit} noValidate data-testid="info-form">
      <Stack gap="sm" maw={900}>
        <Group grow>
          <Controller
            control={control}
            name="locale"
            render={({ field }) => <Select label={t('pages.locale')} data={['tr', 'en', 'ru']} value={field.value} onChange={(v) => field.onChange(v ?? 'tr')} error={errors.locale?.message} data-testid="info-locale" />}
          />
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <Select
                label={t('pages.status.label')}
                data={PAGE_STATES.map((s) => ({ value: s, label: t(`pages.status.${s}`) }))}
                value={field.value}
                onChange={(v) => field.onChange(v ?? 'draft')}
                error={errors.status?.message}
                data-testid="info-status"
              />
            )}
          />
        </Group>
        <TextInput label={t('pages.title_field')} withAsterisk {...register('title')} error={errors.title?.message} data-testid="info-title" />
        <TextInput label={t('pages.slug')} description={t('pages.slug_hint')} {...register('slug')} error={errors.slug?.message} data-testid="info-slug" />
        <TextInput label={t('pages.seo_title')} description={t('pages.length', { count: seoTitle.length, max: 70 })} {...register('seo_title')} error={errors.seo_title?.message} />
        <Textarea label={t('pages.seo_description')} description={t('pages.length', { count: seoDescription.length, max: 160 })} {...register('seo_description')} error={errors.seo_description?.message} />
        <Controller
          control={control}
          name="html"
          render={({ field, fieldState }) => <RichTextField initial={field.value} onChange={field.onChange} error={fieldState.error?.message} imageFolder="blog" data-testid="info-html" />}
        />
        <Group>
          <Button type="submit" loading={save.isPending} data-testid="info-save">
            {t('pages.save')}
          </Button>
          {page && (
            <Button color="red" variant="light" onClick={onDelete} data-testid="info-delete">
              {t('pages.delete')}
            </Button>
          )}
          {page?.status === 'published' && (
            <Anchor href={pathFor('info', publicLocale, { slug: page.slug })} target="_blank" data-testid="info-view">
              {t('pages.view')}
            </Anchor>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('pages.sanitised')}
        </Text>
      </Stack>
    </form>
  );
}

/** admin-info-pages-new and admin-info-pages-item (the route's `id`). */
export function InfoPageEditPage() {
  const { t } = useTranslation('adminContent');
  const param = useParams().id;
  const id = param && /^\d+$/.test(param) ? Number(param) : null;
  const { data } = useAdminInfoPage(id);
  return (
    <>
      <Title order={2} mb="md">
        {id === null ? t('pages.new') : t('pages.edit')}
      </Title>
      {id === null ? <PageForm /> : data && <PageForm key={data.id + data.updated_at} page={data} />}
    </>
  );
}
