import type { RatingSummary, SalonReply } from '../api/types';

export const RATING_ASPECTS = ['service_quality', 'atmosphere', 'cleanliness'] as const;
export type RatingAspect = (typeof RATING_ASPECTS)[number];

/** One decimal, as the API rounds. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Mean of a reply's three scores. */
export function replyAverage(reply: Pick<SalonReply, RatingAspect>): number {
  return oneDecimal((reply.service_quality + reply.atmosphere + reply.cleanliness) / 3);
}

/** Bar width in percent of the 5-star scale; no score → 0. */
export function ratingPercent(value: number | null | undefined): number {
  if (value == null) return 0;
  return Math.min(100, Math.max(0, (value / 5) * 100));
}

export function hasRatings(rating: RatingSummary): boolean {
  return rating.count > 0 && rating.average != null;
}
