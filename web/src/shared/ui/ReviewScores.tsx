import { Group, Stack, Text } from '@mantine/core';
import { Stars } from './Stars';

export interface ReviewScoresProps {
  /** The mean of the three ratings. */
  rating: number;
  service_quality: number;
  atmosphere: number;
  cleanliness: number;
  /** Labels of the three ratings, already translated. */
  labels: { service_quality: string; atmosphere: string; cleanliness: string };
}

/** A review's mean as stars, and its three ratings (spec §3 review) as small figures. */
export function ReviewScores({ rating, service_quality, atmosphere, cleanliness, labels }: ReviewScoresProps) {
  return (
    <Stack gap={2} data-testid="review-scores">
      <Group gap={6} wrap="nowrap">
        <Stars value={rating} size={14} />
        <Text size="sm" fw={600} data-testid="review-rating">
          {rating.toFixed(1)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {labels.service_quality} {service_quality} · {labels.atmosphere} {atmosphere} · {labels.cleanliness} {cleanliness}
      </Text>
    </Stack>
  );
}
