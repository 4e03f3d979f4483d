import { Button, FileInput, Group, Image, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { applyServerErrors } from '@/shared/api/serverErrors';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { STATES } from '../api/blog';
import { pathFor } from '@/shared/routes';
import { DateTimeField } from '@/shared/ui/dates';
import { RichTextField } from '@/shared/ui/RichTextField';
import { showSnack } from '@/shared/ui/snack';
import { typedConfirm } from '@/shared/ui/typedConfirm';
import { uploadFile } from '@/shared/api';
import { type AdminBlogPost, type BlogPostInput, useAdminBlogPost, useBlogLibs, useDeletePost, useSavePost } from '../api/blog';

interface FormValues extends Omit<BlogPostInput, 'publish_at'> {
  publish_at: string;
}

const KNOWN = /^(title|slug|author|category_id|cover_file_id|excerpt|seo_title|seo_description|html|tags|status|publish_at|locale)$/;

function toForm(post?: AdminBlogPost): FormValues {
  return {
    locale: post?.locale ?? 'tr',
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    author: post?.author ?? '',
    category_id: post?.category_id ?? null,
    cover_file_id: post?.cover_file_id ?? null,
    excerpt: post?.excerpt ?? '',
    seo_title: post?.seo_title ?? '',
    seo_description: post?.seo_description ?? '',
    html: post?.html ?? '',
    tags: post?.tags ?? '',
    status: post?.status ?? 'draft',
    publish_at: post?.publish_at ? post.publish_at.slice(0, 16) : '',
  };
}

function PostForm({ post }: { post?: AdminBlogPost }) {
  const { t } = useTranslation('adminBlog');
  const locale = useLocale();
  const navigate = useNavigate();
  const save = useSavePost(post?.id ?? null);
  const remove = useDeletePost();
  const libs = useBlogLibs();
  const [coverUrl, setCoverUrl] = useState(post?.cover_url ?? null);
  const { control, register, handleSubmit, setError, setValue, formState, watch } = useForm<FormValues>({ defaultValues: toForm(post) });
  const errors = formState.errors;
  const seoTitle = watch('seo_title') ?? '';
  const seoDescription = watch('seo_description') ?? '';

  const submit = handleSubmit(async (values) => {
    try {
      const body: BlogPostInput = {
        ...values,
        slug: values.slug || null,
        publish_at: values.publish_at ? new Date(values.publish_at).toISOString() : null,
      };
      const saved = await save.mutateAsync(body);
      showSnack(t('saved'), 'success');
      if (!post) navigate(pathFor('admin-blog-item', locale, { slug: String(saved.id) }));
    } catch (error) {
      applyServerErrors<FormValues>(error, (field) => KNOWN.test(field), setError);
    }
  });

  const onCover = async (file: File | null) => {
    if (!file) return;
    const uploaded = await uploadFile(file, 'blog');
    setValue('cover_file_id', uploaded.id);
    setCoverUrl(uploaded.full_url ?? null);
  };

  const onDelete = async () => {
    if (!post) return;
    if (!(await typedConfirm({ title: t('delete'), message: t('delete_message'), expected: post.title, inputLabel: t('type_title'), danger: true }))) return;
    await remove.mutateAsync(post.id);
    navigate(pathFor('admin-blog', locale));
  };

  return (
    <form onSubmit={submit} noValidate data-testid="blog-form">
      <Stack gap="sm" maw={900}>
        <Group grow>
          <Select label={t('locale')} data={['tr', 'en', 'ru']} {...register('locale')} onChange={(v) => setValue('locale', v ?? 'tr')} defaultValue={post?.locale ?? 'tr'} />
          <Select
            label={t('status.label')}
            data={STATES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            defaultValue={post?.status ?? 'draft'}
            onChange={(v) => setValue('status', v ?? 'draft')}
            error={errors.status?.message}
            data-testid="blog-status"
          />
          <Controller
            control={control}
            name="publish_at"
            render={({ field }) => (
              <DateTimeField label={t('publish_at')} value={field.value} onChange={field.onChange} clearable error={errors.publish_at?.message} data-testid="blog-publish-at" />
            )}
          />
        </Group>
        <TextInput label={t('title_field')} withAsterisk {...register('title')} error={errors.title?.message} data-testid="blog-title" />
        <TextInput label={t('slug')} description={t('slug_hint')} {...register('slug')} error={errors.slug?.message} />
        <Group grow>
          <TextInput label={t('author')} withAsterisk {...register('author')} error={errors.author?.message} data-testid="blog-author" />
          <Select
            label={t('category')}
            clearable
            data={(libs.data?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name_tr }))}
            defaultValue={post?.category_id ? String(post.category_id) : null}
            onChange={(v) => setValue('category_id', v ? Number(v) : null)}
            error={errors.category_id?.message}
          />
        </Group>
        <TextInput label={t('tags')} description={t('tags_hint')} withAsterisk {...register('tags')} error={errors.tags?.message} data-testid="blog-tags" />
        <FileInput label={t('cover')} description={t('cover_hint')} accept="image/jpeg,image/gif,image/png" onChange={onCover} error={errors.cover_file_id?.message} data-testid="blog-cover" />
        {coverUrl && <Image src={coverUrl} maw={300} alt="" />}
        <TextInput label={t('seo_title')} description={t('length', { count: seoTitle.length, max: 70 })} {...register('seo_title')} error={errors.seo_title?.message} />
        <Textarea label={t('seo_description')} description={t('length', { count: seoDescription.length, max: 160 })} {...register('seo_description')} error={errors.seo_description?.message} />
        <Textarea label={t('excerpt')} {...register('excerpt')} error={errors.excerpt?.message} />
        <Controller
          control={control}
          name="html"
          render={({ field, fieldState }) => <RichTextField initial={field.value} onChange={field.onChange} error={fieldState.error?.message} imageFolder="blog" data-testid="blog-html" />}
        />
        <Group>
          <Button type="submit" loading={save.isPending} data-testid="blog-save">
            {t('save')}
          </Button>
          {post && (
            <Button color="red" variant="light" onClick={onDelete} data-testid="blog-delete">
              {t('delete')}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('sanitised')}
        </Text>
      </Stack>
    </form>
  );
}

/** admin-blog-new and admin-blog-item (the route's `slug` is the post's id). */
export function BlogEditPage() {
  const { t } = useTranslation('adminBlog');
  const param = useParams().slug;
  const id = param && /^\d+$/.test(param) ? Number(param) : null;
  const { data } = useAdminBlogPost(id);
  return (
    <>
      <Title order={2} mb="md">
        {id === null ? t('new') : t('edit')}
      </Title>
      {id === null ? <PostForm /> : data && <PostForm key={data.id + data.updated_at} post={data} />}
    </>
  );
}
