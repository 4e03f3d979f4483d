import { Anchor, Badge, Button, CloseButton, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatCount, formatInstant } from '@/shared/lib/format';
import { DataTable, useTableData, useTableQuery, type TableDefinition, type TableFilterDef } from '@/shared/ui/DataTable';
import { ReviewStatusBadge, ReviewTextCell } from '@/shared/ui/ReviewModeration';
import { ReviewScores } from '@/shared/ui/ReviewScores';
import { TextPromptModal } from '@/shared/ui/TextPromptModal';
import { REPLIES_URL, useConfirmReview, useRejectReview, type ReviewRow } from '../api/replies';

const STATUSES = ['placed', 'disputed', 'rejected'] as const;
const REASON_MAX = 500;

/** Every salon's reviews (spec §4 "Review reply"): status tabs with counts, filters, search, confirm and reject. */
export function RepliesTable() {
  const { t } = useTranslation('adminReviews');
  const locale = useLocale();
  const [salon, setSalon] = useState<{ id: number; name: string } | null>(null);
  const [rejecting, setRejecting] = useState<ReviewRow | null>(null);
  const confirmReview = useConfirmReview();
  const rejectReview = useRejectReview();

  const definition = useMemo<TableDefinition>(
    () => ({
      dataUrl: REPLIES_URL,
      search: true,
      defaultSortColumn: 'created',
      defaultSortDirection: -1,
      columns: [
        { name: 'author', label: t('columns.author'), showInMobile: true },
        { name: 'salon', label: t('columns.salon'), sortable: true, showInMobile: true },
        { name: 'rating', label: t('columns.rating'), sortable: true, showInMobile: true },
        { name: 'text', label: t('columns.text'), showInMobile: true, colspan: 3 },
        { name: 'status', label: t('columns.status'), sortable: true, showInMobile: true },
        { name: 'created', label: t('columns.created'), sortable: true },
      ],
    }),
    [t],
  );
  const query = useTableQuery(definition);
  const counts = (useTableData<ReviewRow>(definition, query.query).data?.meta.counts ?? {}) as Record<string, number>;

  const filters = useMemo<TableFilterDef[]>(
    () => [
      { type: 'checkbox', name: 'status', label: t('filters.status'), options: STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })) },
      { type: 'number_range', name: 'rating', label: t('filters.rating'), min: 1, max: 5, step: 0.5 },
      { type: 'date', name: 'created', label: t('filters.created') },
    ],
    [t],
  );

  const statusFilter = query.filters.status;
  const tab = statusFilter?.type === 'checkbox' && statusFilter.values.length === 1 ? statusFilter.values[0] : 'all';
  const chooseTab = (value: string) => query.setFilter('status', value === 'all' ? null : { type: 'checkbox', values: [value] });
  const chooseSalon = (row: ReviewRow) => {
    setSalon({ id: row.salon_id, name: row.salon_name });
    query.setFilter('salon', { type: 'radio', value: String(row.salon_id) });
  };
  const clearSalon = () => {
    setSalon(null);
    query.setFilter('salon', null);
  };

  const renderCell = (row: ReviewRow, column: string) => {
    switch (column) {
      case 'author':
        return (
          <Stack gap={0}>
            <Text size="sm" fw={500} data-testid="review-author">
              {row.author_name}
            </Text>
            {row.master_name && (
              <Text size="xs" c="dimmed">
                {t('master', { name: row.master_name })}
              </Text>
            )}
          </Stack>
        );
      case 'salon':
        return (
          <Anchor
            component="button"
            size="sm"
            onClick={(e) => {
              e.stopPropagation();
              chooseSalon(row);
            }}
            title={t('only_salon')}
            data-testid="review-salon"
          >
            {row.salon_name}
          </Anchor>
        );
      case 'rating':
        return (
          <ReviewScores
            rating={row.rating}
            service_quality={row.service_quality}
            atmosphere={row.atmosphere}
            cleanliness={row.cleanliness}
            labels={{ service_quality: t('scores.service_quality'), atmosphere: t('scores.atmosphere'), cleanliness: t('scores.cleanliness') }}
          />
        );
      case 'text':
        return (
          <ReviewTextCell
            text={row.text}
            status={row.status}
            reason={row.reason}
            answer={row.answer}
            labels={{
              noText: t('no_text'),
              reason: t(row.status === 'disputed' ? 'salon_reason' : 'reason', { reason: row.reason ?? '' }),
              answer: t('answer', { answer: row.answer ?? '' }),
            }}
          />
        );
      case 'status':
        return <ReviewStatusBadge status={row.status} label={t(`status.${row.status}`, { defaultValue: row.status })} />;
      case 'created':
        return formatInstant(row.created_at, locale, 'numericDate');
      default:
        return null;
    }
  };

  const rowActions = (row: ReviewRow) => (
    <Group gap={6} wrap="nowrap">
      {row.status !== 'placed' && (
        <Button
          size="compact-sm"
          variant="light"
          color="green"
          leftSection={<IconCheck size={14} />}
          loading={confirmReview.isPending && confirmReview.variables === row.id}
          onClick={() => confirmReview.mutate(row.id)}
          data-testid="review-confirm"
        >
          {t('confirm')}
        </Button>
      )}
      {row.status !== 'rejected' && (
        <Button size="compact-sm" variant="light" color="red" leftSection={<IconX size={14} />} onClick={() => setRejecting(row)} data-testid="review-reject">
          {t('reject')}
        </Button>
      )}
    </Group>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          value={tab}
          onChange={chooseTab}
          data={[
            { value: 'all', label: t('tabs.all') },
            ...STATUSES.map((s) => ({ value: s, label: `${t(`status.${s}`)} (${formatCount(counts[s] ?? 0, locale)})` })),
          ]}
          data-testid="review-tabs"
        />
        {salon && (
          <Badge size="lg" variant="light" rightSection={<CloseButton size="xs" onClick={clearSalon} aria-label={t('all_salons')} />} data-testid="salon-filter">
            {salon.name}
          </Badge>
        )}
      </Group>
      <DataTable<ReviewRow>
        definition={definition}
        filters={filters}
        query={query}
        renderCell={renderCell}
        rowKey={(row) => row.id}
        rowActions={rowActions}
        emptyText={t('empty')}
        data-testid="admin-replies-table"
      />
      <TextPromptModal
        opened={rejecting !== null}
        title={t('reject_title', { author: rejecting?.author_name ?? '' })}
        label={t('reason_label')}
        maxLength={REASON_MAX}
        submitLabel={t('reject')}
        cancelLabel={t('cancel')}
        danger
        onSubmit={(reason) => (rejecting ? rejectReview.mutateAsync({ id: rejecting.id, reason }) : Promise.resolve())}
        onClose={() => setRejecting(null)}
        data-testid="reject-modal"
      />
    </Stack>
  );
}
