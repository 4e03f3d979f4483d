import { Badge, Stack, Text } from '@mantine/core';

const STATUS_COLORS: Record<string, string> = { placed: 'green', disputed: 'orange', rejected: 'red' };

/** A review's moderation state (placed, disputed or rejected), in the caller's words. */
export function ReviewStatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light" data-testid="review-status">
      {label}
    </Badge>
  );
}

export interface ReviewTextCellProps {
  text: string | null | undefined;
  status: string;
  reason: string | null | undefined;
  answer: string | null | undefined;
  /** Already translated: the text when there is none, and the reason and answer lines. */
  labels: { noText: string; reason: string; answer: string };
}

/**
 * A review's text in a moderation table, with the rejection's reason (orange while disputed,
 * red once rejected) and the salon's public answer under it: the admin's and the salon's
 * tables say the same things in their own words.
 */
export function ReviewTextCell({ text, status, reason, answer, labels }: ReviewTextCellProps) {
  return (
    <Stack gap={4}>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="review-text">
        {text ?? labels.noText}
      </Text>
      {reason && (
        <Text size="xs" c={status === 'disputed' ? 'orange.8' : 'red.8'} data-testid="review-reason">
          {labels.reason}
        </Text>
      )}
      {answer && (
        <Text size="xs" c="dimmed" data-testid="review-answer">
          {labels.answer}
        </Text>
      )}
    </Stack>
  );
}
