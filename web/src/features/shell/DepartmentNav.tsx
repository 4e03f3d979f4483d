import { useLibs } from '@/shared/api/libs';
import { useTranslation } from '@/shared/i18n';
import { PageContainer } from '@/shared/ui/PageContainer';
import { RouteLink } from '@/shared/ui/RouteLink';
import classes from './Shell.module.css';

/** Header department slots (max 7): icon + name → places filtered by department, by rating. */
export const MAX_HEADER_DEPARTMENTS = 7;

export function DepartmentNav() {
  const { t } = useTranslation('shell');
  const { data } = useLibs();
  const departments = data?.header_departments.slice(0, MAX_HEADER_DEPARTMENTS) ?? [];
  if (departments.length === 0) return null;
  return (
    <nav aria-label={t('header.departments')} className={classes.departments}>
      <PageContainer className={classes.departmentRow}>
        {departments.map((d) => (
          <RouteLink
            key={d.id}
            to="places"
            query={{ department_id: d.id, sort_by: 'rating' }}
            className={classes.department}
            data-testid="department-link"
          >
            <span className={classes.departmentIcon} aria-hidden>
              <img src={d.icon} alt="" width={16} height={16} loading="lazy" />
            </span>
            {d.name}
          </RouteLink>
        ))}
      </PageContainer>
    </nav>
  );
}
