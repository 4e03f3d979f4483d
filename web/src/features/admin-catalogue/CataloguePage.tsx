import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '@/shared/api';
import { apiErrorMessage } from '@/shared/api/errorMessage';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { confirm } from '@/shared/ui/dialogs';
import { typedConfirm } from '@/shared/ui/typedConfirm';
import { showErrorSnack } from '@/shared/ui/overlayHost';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { useCatalogueTree, useCatalogueWrite, writes, type CatalogueNames } from './api/catalogue';
import { CatalogueTree, type TreeActions } from './components/CatalogueTree';
import { EditorModal, type Editing } from './components/EditorModal';
import { OverviewStrip } from './components/OverviewStrip';
import { FORCEABLE, nameIn } from './lib';

type Kind = 'department' | 'category' | 'service';

/** admin-services-catalog: the admin's landing — what waits for action, then the catalogue. */
export function CataloguePage() {
  const { t } = useTranslation('adminCatalogue');
  const locale = useLocale();
  const query = useCatalogueTree();
  const [editing, setEditing] = useState<Editing | null>(null);
  const move = useCatalogueWrite(writes.moveCategory);
  const remove = useCatalogueWrite(async ({ kind, id, force }: { kind: Kind; id: number; force: boolean }) =>
    kind === 'department' ? writes.deleteDepartment({ id, force }) : kind === 'category' ? writes.deleteCategory({ id, force }) : writes.deleteService({ id, force }),
  );

  /** Typing the name (spec §5); a refusal that `force` can pass is explained and asked again. */
  const deleteFlow = async (kind: Kind, id: number, names: CatalogueNames) => {
    const name = nameIn(names, locale);
    const sure = await typedConfirm({
      title: t(`delete.${kind}_title`),
      message: t('delete.message', { name }),
      expected: name,
      inputLabel: t('delete.type_name'),
      confirmLabel: t('delete.yes'),
    });
    if (!sure) return;
    try {
      await remove.mutateAsync({ kind, id, force: false });
    } catch (error) {
      const code = error instanceof ApiError ? error.body?.message_code : undefined;
      if (!code || !FORCEABLE.includes(code)) {
        showErrorSnack(apiErrorMessage(error));
        return;
      }
      const force = await confirm({
        title: t(`delete.${kind}_title`),
        message: `${apiErrorMessage(error)} ${t(`delete.force_${kind}`)}`,
        confirmLabel: t('delete.force'),
        danger: true,
      });
      if (!force) return;
      await remove.mutateAsync({ kind, id, force: true }).catch((again: unknown) => showErrorSnack(apiErrorMessage(again)));
    }
  };

  const actions: TreeActions = {
    editDepartment: (department) => setEditing({ kind: 'department', department }),
    deleteDepartment: (d) => void deleteFlow('department', d.id, d.names),
    addCategory: (department) => setEditing({ kind: 'category', departmentId: department.id }),
    editCategory: (category) => setEditing({ kind: 'category', departmentId: category.department_id, category }),
    deleteCategory: (c) => void deleteFlow('category', c.id, c.names),
    moveCategory: (category, departmentId, position) =>
      move.mutate({ id: category.id, department_id: departmentId, position }, { onError: (error) => showErrorSnack(apiErrorMessage(error)) }),
    addService: (category) => setEditing({ kind: 'service', categoryId: category.id }),
    editService: (service) => setEditing({ kind: 'service', categoryId: service.category_id, service }),
    deleteService: (s) => void deleteFlow('service', s.id, s.names),
  };

  return (
    <Stack gap="lg" data-testid="admin-catalogue-page">
      <OverviewStrip />
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ kind: 'department' })} data-testid="department-add">
          {t('actions.add_department')}
        </Button>
      </Group>
      <QueryStatus isPending={query.isPending} error={query.error} />
      {query.data && <CatalogueTree tree={query.data} actions={actions} />}
      {query.data && <EditorModal editing={editing} tree={query.data} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
