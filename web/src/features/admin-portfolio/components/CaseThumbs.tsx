import { Group, Image } from '@mantine/core';
import type { AdminCase } from '../api/portfolio';

/** Up to three small photos of a case. */
export function CaseThumbs({ item }: { item: AdminCase }) {
  return (
    <Group gap={4} wrap="nowrap" miw="max-content">
      {item.photos.slice(0, 3).map((photo) => (
        // The server's own sizes (srcset): a width it does not make is a 404.
        <Image key={photo.url} src={photo.url} srcSet={photo.srcset} sizes="48px" alt={photo.alt} w={48} h={48} radius="sm" fit="cover" loading="lazy" />
      ))}
    </Group>
  );
}
