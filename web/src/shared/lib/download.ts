/** Downloads that need the session (a plain link would carry no token): salon reports, the platform admin's tables. */
import { applyAuthHeaders } from '@/shared/api';

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="([^"]+)"/);
  return match?.[1] ?? fallback;
}

/** Downloads `url` with the session's headers and hands it to the browser as a file. */
export async function download(url: string, fallback: string): Promise<void> {
  const response = await fetch(url, { headers: applyAuthHeaders(new Headers()) });
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallback);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
