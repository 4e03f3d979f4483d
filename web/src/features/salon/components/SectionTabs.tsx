import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from '@/shared/i18n';
import classes from './Salon.module.css';

export interface TabItem {
  id: string;
  label: string;
}

/** Highlights the section nearest the top of the viewport (when IntersectionObserver exists). */
function useActiveSection(ids: string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const key = ids.join(',');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((e) => e.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        if (visible[0]) setActive(visible[0].target.id);
      },
      { rootMargin: '-30% 0px -60% 0px' },
    );
    for (const id of key.split(',')) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [key]);
  return active;
}

/**
 * Sticky anchor bar; it scrolls sideways when the tabs do not fit (spec §9: a swipe slider on
 * mobile or above 5 tabs).
 */
export function SectionTabs({ items }: { items: TabItem[] }) {
  const { t } = useTranslation('salon');
  const active = useActiveSection(items.map((i) => i.id));
  const go = (e: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    e.preventDefault();
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    window.history.replaceState(window.history.state, '', `#${id}`);
  };
  return (
    <nav className={classes.tabs} aria-label={t('tabs.label')} data-testid="salon-tabs">
      <div className={classes.tabsRow}>
        {items.map((item) => (
          <a
            key={item.id}
            href={`#${item.id}`}
            className={classes.tab}
            aria-current={active === item.id ? 'location' : undefined}
            onClick={(e) => go(e, item.id)}
            data-testid={`salon-tab-${item.id}`}
          >
            {item.label}
          </a>
        ))}
      </div>
    </nav>
  );
}
