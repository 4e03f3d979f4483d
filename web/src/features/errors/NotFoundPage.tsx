import { NotFound } from '@/shared/ui/NotFound';

/** 404 screen: for /404 and every unmatched path (the shared not-found UI). */
export const NotFoundPage = NotFound;
