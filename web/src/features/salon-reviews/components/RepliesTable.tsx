import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import { IconCheck, IconDots, IconMessageReply, IconPhoto, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay, formatInstant } from '@/shared/lib/format';
import { DataTable, type TableDefinition, type TableFilterDef } from '@/shared/ui/DataTable';
import { ReviewStatusBadge, ReviewTextCell } from '@/shared/ui/ReviewModeration';
import { ReviewScores } from '@/shared/ui/ReviewScores';
import { showSnack } from '@/shared/ui/snack';
import { TextPromptModal } from '@/shared/ui/TextPromptModal';
import { REPLIES_URL, useAnswerReview, useCaseFromReview, useConfirmReview, useDisputeReview, useReplyMasters, type ReviewRow } from '../api/replies';

const STATUSES = ['placed', 'disputed', 'rejected'] as const;
const REASON_MAX = 500;
const ANSWER_MAX = 1000;

/** The salon's reviews: filter by master and status; confirm, dispute, answer in public, make a portfolio case. */
export function RepliesTable() {
  const { t } = useTranslation('salonReviews');
  const locale = useLocale();
  const masters = useReplyMasters();
  const [disputing, setDisputing] = useState<ReviewRow | null>(null);
  const [answering, setAnswering] = useState<ReviewRow | null>(null);
  const confirmReview = useConfirmReview();
  const disputeReview = useDisputeReview();
  const answerReview = useAnswerReview();
  const caseFromReview = useCaseFromReview();

  const definition = useMemo<TableDefinition>(
    () => ({
      dataUrl: REPLIES_URL,
      search: true,
      defaultSortColumn: 'created',
      defaultSortDirection: -1,
      columns: [
        { name: 'author', label: t('columns.author'), showInMobile: true },
        { name: 'rating', label: t('columns.rating'), sortable: true, showInMobile: true },
        { name: 'text', label: t('columns.text'), showInMobile: true, colspan: 3 },
        { name: 'status', label: t('columns.status'), sortable: true, showInMobile: true },
        { name: 'created', label: t('columns.created'), sortable: true },
      ],
    }),
    [t],
  );

  const filters = useMemo<TableFilterDef[]>(
    () => [
      { type: 'checkbox', name: 'status', label: t('filters.status'), options: STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })) },
      { type: 'radio', name: 'master', label: t('filters.master'), options: (masters.data ?? []).map((m) => ({ value: String(m.id), label: m.full_name })) },
      { type: 'number_range', name: 'rating', label: t('filters.rating'), min: 1, max: 5, step: 0.5 },
      { type: 'date', name: 'created', label: t('filters.created') },
    ],
    [t, masters.data],
  );

  const makeCase = (row: ReviewRow) =>
    caseFromReview.mutate(row.id, { onSuccess: () => showSnack(t('case_created', { master: row.master_name ?? '' }), 'success') });

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
            {row.visit_date && (
              <Text size="xs" c="dimmed">
                {t('visit', { date: formatDay(row.visit_date, locale, 'numeric') })}
              </Text>
            )}
          </Stack>
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
              reason: t(row.status === 'disputed' ? 'your_reason' : 'admin_reason', { reason: row.reason ?? '' }),
              answer: t('your_answer', { answer: row.answer ?? '' }),
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
      {row.status === 'disputed' && !row.admin_decided && (
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
      {row.status === 'placed' && !row.admin_decided && (
        <Button size="compact-sm" variant="light" color="red" leftSection={<IconX size={14} />} onClick={() => setDisputing(row)} data-testid="review-reject">
          {t('reject')}
        </Button>
      )}
      <Button size="compact-sm" variant="light" leftSection={<IconMessageReply size={14} />} onClick={() => setAnswering(row)} data-testid="review-answer-open">
        {row.answer ? t('edit_answer') : t('answer')}
      </Button>
      {row.appointment_id !== null && row.appointment_id !== undefined && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button size="compact-sm" variant="subtle" aria-label={t('more')} data-testid="review-more">
              <IconDots size={16} />
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPhoto size={14} />} onClick={() => makeCase(row)} data-testid="review-make-case">
              {t('make_case')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );

  return (
    <>
      <DataTable<ReviewRow>
        definition={definition}
        filters={filters}
        renderCell={renderCell}
        rowKey={(row) => row.id}
        rowActions={rowActions}
        emptyText={t('empty')}
        data-testid="salon-replies-table"
      />
      <TextPromptModal
        opened={disputing !== null}
        title={t('reject_title')}
        label={t('reason_label')}
        maxLength={REASON_MAX}
        submitLabel={t('reject_submit')}
        cancelLabel={t('cancel')}
        danger
        onSubmit={(reason) => (disputing ? disputeReview.mutateAsync({ id: disputing.id, reason }) : Promise.resolve())}
        onClose={() => setDisputing(null)}
        data-testid="reject-modal"
      />
      <TextPromptModal
        opened={answering !== null}
        title={t('answer_title', { author: answering?.author_name ?? '' })}
        label={t('answer_label')}
        initial={answering?.answer ?? ''}
        maxLength={ANSWER_MAX}
        submitLabel={t('answer_submit')}
        cancelLabel={t('cancel')}
        onSubmit={(text) => (answering ? answerReview.mutateAsync({ id: answering.id, text }) : Promise.resolve())}
        onClose={() => setAnswering(null)}
        extra={
          answering?.answer ? (
            <Button
              variant="subtle"
              color="red"
              loading={answerReview.isPending}
              onClick={() => {
                const id = answering.id;
                void answerReview.mutateAsync({ id, text: null }).then(() => setAnswering(null));
              }}
              data-testid="answer-remove"
            >
              {t('answer_remove')}
            </Button>
          ) : null
        }
        data-testid="answer-modal"
      />
    </>
  );
}
