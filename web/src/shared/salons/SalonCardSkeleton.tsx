import { Skeleton } from '@mantine/core';
import classes from './SalonCard.module.css';

/** Placeholder with a card's shape while a list loads. */
export function SalonCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden data-testid="salon-card-skeleton">
      <Skeleton className={classes.cover} radius={0} />
      <div className={classes.body}>
        <Skeleton height={16} width="70%" />
        <Skeleton height={12} width="50%" mt={6} />
        <Skeleton height={12} width="35%" mt={6} />
        <Skeleton height={18} width="45%" mt={10} />
      </div>
    </div>
  );
}
