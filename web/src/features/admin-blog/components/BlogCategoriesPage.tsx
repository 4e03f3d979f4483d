import { Button, Group, Stack, Table, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '@/shared/api/serverErrors';
import { useTranslation } from '@/shared/i18n';
import { typedConfirm } from '@/shared/ui/typedConfirm';
import { type BlogCategoryInput, useBlogLibs, useCreateCategory, useDeleteLib } from '../api/blog';

/** admin-blog-categories: categories (three names) and tags; deleting either needs its name typed. */
export function BlogCategoriesPage() {
  const { t } = useTranslation('adminBlog');
  const { data } = useBlogLibs();
  const create = useCreateCategory();
  const remove = useDeleteLib();
  const { register, handleSubmit, reset, setError, formState } = useForm<BlogCategoryInput>({ defaultValues: { name_tr: '', name_en: '', name_ru: '' } });
  const submit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      reset();
    } catch (error) {
      applyServerErrors<BlogCategoryInput>(error, (field) => /^name_(tr|en|ru)$/.test(field), setError);
    }
  });
  const confirmDelete = async (kind: 'category' | 'tag', id: number, name: string) => {
    if (await typedConfirm({ title: t('libs.delete'), message: t('libs.delete_message', { name }), expected: name, inputLabel: t('libs.type_name'), danger: true })) {
      await remove.mutateAsync({ kind, id });
    }
  };
  return (
    <Stack>
      <Title order={2}>{t('libs.categories')}</Title>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end">
          {(['tr', 'en', 'ru'] as const).map((lang) => (
            <TextInput key={lang} label={`${t('libs.name')} (${lang})`} {...register(`name_${lang}`)} error={formState.errors[`name_${lang}`]?.message} />
          ))}
          <Button type="submit" loading={create.isPending}>
            {t('libs.add')}
          </Button>
        </Group>
      </form>
      <Table>
        <Table.Tbody>
          {data?.categories.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>{c.name_tr}</Table.Td>
              <Table.Td>{c.name_en}</Table.Td>
              <Table.Td>{c.name_ru}</Table.Td>
              <Table.Td>
                <Button size="xs" color="red" variant="subtle" onClick={() => confirmDelete('category', c.id, c.name_tr)}>
                  {t('libs.delete')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={2}>{t('libs.tags')}</Title>
      <Table>
        <Table.Tbody>
          {data?.tags.map((tag) => (
            <Table.Tr key={tag.id}>
              <Table.Td>{tag.name}</Table.Td>
              <Table.Td>
                <Button size="xs" color="red" variant="subtle" onClick={() => confirmDelete('tag', tag.id, tag.name)}>
                  {t('libs.delete')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
