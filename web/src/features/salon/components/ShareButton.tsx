import { ActionIcon } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import classes from './Salon.module.css';

interface Props {
  title: string;
  /** The page's canonical path; the address shared is made of it on the tap (no `window` while rendering). */
  path: string;
}

async function snack(message: string, kind: 'success' | 'error') {
  // Loaded on use: notifications stay out of the page's first JavaScript.
  const { showSnack } = await import('@/shared/ui/snack');
  showSnack(message, kind);
}

/** Native share sheet when the browser has one, otherwise the URL goes to the clipboard. */
export function ShareButton({ title, path }: Props) {
  const { t } = useTranslation('salon');
  const share = async () => {
    const url = `${window.location.origin}${path}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The user closed the sheet: nothing to do. Other failures fall back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      await snack(t('header.share_copied'), 'success');
    } catch {
      await snack(t('header.share_failed'), 'error');
    }
  };
  return (
    <ActionIcon
      variant="white"
      color="dark"
      size="lg"
      radius="xl"
      onClick={() => void share()}
      aria-label={t('header.share')}
      title={t('header.share')}
      className={classes.shareButton}
      data-testid="share-button"
    >
      <IconShare size={18} />
    </ActionIcon>
  );
}
