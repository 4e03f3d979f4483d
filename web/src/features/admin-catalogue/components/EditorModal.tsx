import { Button, FileInput, Group, Modal, NumberInput, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage, fieldErrors } from '@/shared/api/errorMessage';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { showErrorSnack } from '@/shared/ui/overlayHost';
import {
  useCatalogueWrite,
  writes,
  type AdminCategory,
  type AdminDepartment,
  type AdminService,
  type CatalogueNames,
  type CatalogueTree,
} from '../api/catalogue';
import { nameIn } from '../lib';

/** What the modal edits: a new or an existing department, category or service. */
export type Editing =
  | { kind: 'department'; department?: AdminDepartment }
  | { kind: 'category'; departmentId: number; category?: AdminCategory }
  | { kind: 'service'; categoryId: number; service?: AdminService };

const LANGS = ['tr', 'en', 'ru'] as const;
const emptyNames: CatalogueNames = { tr: '', en: '', ru: '' };

/** The create / edit form of the catalogue, in a modal (full screen on phones). */
export function EditorModal({ editing, tree, onClose }: { editing: Editing | null; tree: CatalogueTree; onClose: () => void }) {
  const { t } = useTranslation('adminCatalogue');
  const kind = editing?.kind;
  // Phones get the whole screen for the form.
  const phone = useMediaQuery('(max-width: 36em)');
  const isNew = editing ? (editing.kind === 'department' ? !editing.department : editing.kind === 'category' ? !editing.category : !editing.service) : true;
  return (
    <Modal opened={editing !== null} onClose={onClose} title={kind ? t(`form.${isNew ? 'new' : 'edit'}_${kind}`) : ''} fullScreen={phone} size="lg" centered>
      {editing && <EditorForm key={JSON.stringify(editing)} editing={editing} tree={tree} onDone={onClose} />}
    </Modal>
  );
}

function EditorForm({ editing, tree, onDone }: { editing: Editing; tree: CatalogueTree; onDone: () => void }) {
  const { t } = useTranslation('adminCatalogue');
  const locale = useLocale();
  const department = editing.kind === 'department' ? editing.department : undefined;
  const category = editing.kind === 'category' ? editing.category : undefined;
  const service = editing.kind === 'service' ? editing.service : undefined;
  const [names, setNames] = useState<CatalogueNames>(department?.names ?? category?.names ?? service?.names ?? emptyNames);
  const [descriptions, setDescriptions] = useState<CatalogueNames>(service?.descriptions ?? emptyNames);
  const [sortOrder, setSortOrder] = useState<number | string>(department?.sort_order ?? '');
  const [showInMenu, setShowInMenu] = useState(department?.show_in_menu ?? false);
  const [icon, setIcon] = useState<File | null>(null);
  const [duration, setDuration] = useState<number | string>(service?.default_duration_min ?? 30);
  const [categoryId, setCategoryId] = useState<string | null>(editing.kind === 'service' ? String(editing.categoryId) : null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useCatalogueWrite(async (): Promise<CatalogueTree> => {
    if (editing.kind === 'department') {
      const body = {
        names,
        sort_order: sortOrder === '' ? null : Number(sortOrder),
        show_in_menu: showInMenu,
        icon_svg: icon ? await icon.text() : null,
      };
      return department ? writes.updateDepartment({ id: department.id, body }) : writes.createDepartment(body);
    }
    if (editing.kind === 'category') {
      return category ? writes.updateCategory({ id: category.id, names }) : writes.createCategory({ department_id: editing.departmentId, names });
    }
    const body = { category_id: Number(categoryId), names, descriptions, default_duration_min: Number(duration) };
    return service ? writes.updateService({ id: service.id, body }) : writes.createService(body);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(undefined, {
      onSuccess: onDone,
      onError: (error) => {
        const byField = fieldErrors(error);
        if (Object.keys(byField).length === 0) showErrorSnack(apiErrorMessage(error));
        setErrors(byField);
      },
    });
  };

  const categories = tree.departments.flatMap((d) =>
    d.categories.map((c) => ({ value: String(c.id), label: `${nameIn(d.names, locale)} / ${nameIn(c.names, locale)}` })),
  );

  return (
    <form onSubmit={submit} noValidate data-testid={`${editing.kind}-form`}>
      <Stack gap="sm">
        {LANGS.map((lang) => (
          <TextInput
            key={lang}
            label={t(`form.name_${lang}`)}
            required
            value={names[lang]}
            onChange={(e) => setNames({ ...names, [lang]: e.currentTarget.value })}
            error={errors[`names.${lang}`]}
            data-testid={`name-${lang}`}
          />
        ))}
        {editing.kind === 'department' && (
          <>
            <NumberInput label={t('form.sort_order')} min={0} max={10000} value={sortOrder} onChange={setSortOrder} error={errors.sort_order} data-testid="sort-order" />
            <Switch label={t('form.show_in_menu')} description={t('form.show_in_menu_hint', { max: tree.menu_max })} checked={showInMenu} onChange={(e) => setShowInMenu(e.currentTarget.checked)} error={errors.show_in_menu} data-testid="show-in-menu" />
            <FileInput label={t('form.icon')} description={t('form.icon_hint')} accept="image/svg+xml,.svg" value={icon} onChange={setIcon} clearable error={errors.icon_svg} data-testid="icon-file" />
          </>
        )}
        {editing.kind === 'service' && (
          <>
            <Select label={t('form.category')} data={categories} value={categoryId} onChange={setCategoryId} searchable error={errors.category_id} data-testid="service-category" />
            <NumberInput label={t('form.duration')} min={5} max={720} step={5} value={duration} onChange={setDuration} error={errors.default_duration_min} data-testid="duration" />
            {LANGS.map((lang) => (
              <Textarea
                key={lang}
                label={t(`form.description_${lang}`)}
                autosize
                minRows={2}
                value={descriptions[lang]}
                onChange={(e) => setDescriptions({ ...descriptions, [lang]: e.currentTarget.value })}
                error={errors[`descriptions.${lang}`]}
              />
            ))}
          </>
        )}
        {errors.department_id && <TextInput readOnly value="" error={errors.department_id} variant="unstyled" />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="editor-save">
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
