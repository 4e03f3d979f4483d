/**
 * The widths `/api/files` makes WebP copies of (`api::images::WIDTHS`) that a card-sized picture
 * can use; the larger ones are for heroes and the lightbox, which get their `srcset` from the API.
 */
const CARD_WIDTHS = [320, 480, 640, 960] as const;

/**
 * A `srcset` of `/api/files` WebP widths for a stored raster picture known only by its URL (a
 * salon card's cover), so a phone fetches a ~25 KB copy instead of the ~60 KB original. `undefined`
 * for anything else (a vector picture, another host, a URL that already asks for a variant): the
 * browser then loads `src` as it is.
 */
export function fileSrcSet(url: string): string | undefined {
  if (!/^\/api\/files\/[^?#]+\.(webp|jpe?g|png|gif)$/i.test(url)) return undefined;
  return CARD_WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(', ');
}
