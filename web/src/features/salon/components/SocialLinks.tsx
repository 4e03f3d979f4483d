import { Anchor, Group } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconLink, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import type { SalonDetails } from '../api/types';

/** Only http(s) links are rendered: the values come from salon staff. */
export function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.includes('://') ? value : `https://${value}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

interface Props {
  social: SalonDetails['social'];
  customLink?: string | null;
}

/** Instagram, Facebook, website and the salon's own link, opening in a new tab. */
export function SocialLinks({ social, customLink }: Props) {
  const { t } = useTranslation('salon');
  const links: { key: string; href: string | null; icon: ReactNode; label: string }[] = [
    { key: 'instagram', href: safeUrl(social.instagram), icon: <IconBrandInstagram size={16} />, label: t('about.instagram') },
    { key: 'facebook', href: safeUrl(social.facebook), icon: <IconBrandFacebook size={16} />, label: t('about.facebook') },
    { key: 'website', href: safeUrl(social.website), icon: <IconWorld size={16} />, label: t('about.website') },
    { key: 'custom', href: safeUrl(customLink), icon: <IconLink size={16} />, label: t('about.custom_link') },
  ];
  const shown = links.filter((l) => l.href);
  if (shown.length === 0) return null;
  return (
    <Group gap="md" data-testid="salon-links">
      {shown.map((l) => (
        <Anchor key={l.key} href={l.href ?? undefined} target="_blank" rel="noopener noreferrer nofollow" size="sm" data-testid={`salon-link-${l.key}`}>
          <Group gap={4} wrap="nowrap" component="span">
            {l.icon}
            {l.label}
          </Group>
        </Anchor>
      ))}
    </Group>
  );
}
