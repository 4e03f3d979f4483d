import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import classes from './SalonCard.module.css';
import { useFavorite } from './useFavorite';

interface Props {
  salonId: number;
  isFavorite: boolean;
  /** Salon name for the accessible label. */
  name: string;
  size?: 'md' | 'lg' | 'xl';
  className?: string;
}

/** Heart toggle that bookmarks a salon (guests are asked to log in first). */
export function FavoriteButton({ salonId, isFavorite, name, size = 'lg', className }: Props) {
  const { t } = useTranslation('places');
  const { favorite, toggle } = useFavorite(salonId, isFavorite);
  const Icon = favorite ? IconHeartFilled : IconHeart;
  return (
    <ActionIcon
      variant="white"
      radius="xl"
      size={size}
      color={favorite ? 'plum' : 'dark'}
      className={[classes.heart, className].filter(Boolean).join(' ')}
      aria-pressed={favorite}
      aria-label={t(favorite ? 'card.favorite_remove' : 'card.favorite_add', { name })}
      title={t(favorite ? 'card.favorite_remove' : 'card.favorite_add', { name })}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        toggle();
      }}
      data-testid="favorite-button"
      data-favorite={favorite}
    >
      <Icon size={20} />
    </ActionIcon>
  );
}
