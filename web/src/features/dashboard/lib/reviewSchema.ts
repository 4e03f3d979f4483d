import { z } from 'zod';

export const ratingFields = ['service_quality', 'salon_atmosphere', 'salon_cleanliness'] as const;
export type RatingField = (typeof ratingFields)[number];

/** Longest review text accepted by the form. */
export const REVIEW_TEXT_MAX = 2000;

/** Three 1–5 ratings (spec §3 Review) and a text; messages come from the caller (translated). */
export function reviewSchema(messages: { rating: string; tooLong: string }) {
  const rating = z.number({ error: messages.rating }).int().min(1, messages.rating).max(5, messages.rating);
  return z.object({
    service_quality: rating,
    salon_atmosphere: rating,
    salon_cleanliness: rating,
    text: z.string().trim().max(REVIEW_TEXT_MAX, messages.tooLong),
  });
}

export type ReviewForm = z.infer<ReturnType<typeof reviewSchema>>;
