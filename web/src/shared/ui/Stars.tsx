import classes from './Stars.module.css';

interface Props {
  /** 0–5, fractions shown to the pixel. */
  value: number;
  /** Star size in px. */
  size?: number;
  /** Read out instead of the stars; without it the stars are decoration (the figure is beside them). */
  label?: string;
}

const STAR = 'M12 17.3l-6.2 3.7 1.7-7-5.5-4.7 7.2-.6L12 2l2.8 6.7 7.2.6-5.5 4.7 1.7 7z';

function Row() {
  return (
    <>
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} viewBox="0 0 24 24" width="1em" height="1em" aria-hidden>
          <path d={STAR} />
        </svg>
      ))}
    </>
  );
}

/**
 * Read-only star rating: five grey stars under five gold ones clipped to the value. It replaces
 * Mantine's Rating where nothing is chosen: an image with a label (a label on a plain div is
 * prohibited ARIA), and ~2 KB less on the salon page's budget.
 */
export function Stars({ value, size = 18, label }: Props) {
  const percent = Math.max(0, Math.min(5, value)) * 20;
  return (
    <span
      className={classes.stars}
      style={{ fontSize: size }}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      data-value={value}
    >
      <span className={classes.empty}>
        <Row />
      </span>
      <span className={classes.filled} style={{ width: `${percent}%` }}>
        <Row />
      </span>
    </span>
  );
}
