import { Text, Title } from '@mantine/core';
import { useLibs } from '@/shared/api/libs';
import { useTranslation } from '@/shared/i18n';
import { PageContainer } from '@/shared/ui/PageContainer';
import { RouteLink } from '@/shared/ui/RouteLink';
import classes from './Home.module.css';

/** Department tiles linking to the places list filtered by department, sorted by rating. */
export function DepartmentGrid() {
  const { t } = useTranslation('home');
  const { data } = useLibs();
  const departments = data?.header_departments ?? [];
  if (departments.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby="home-departments">
      <PageContainer>
        <Title order={2} id="home-departments" className={classes.sectionTitle}>
          {t('departments.title')}
        </Title>
        <Text c="dimmed" mt={6}>
          {t('departments.subtitle')}
        </Text>
        <div className={classes.deptGrid}>
          {departments.map((d) => (
            <RouteLink key={d.id} to="places" query={{ department_id: d.id, sort_by: 'rating' }} className={classes.deptCard} data-testid="home-department">
              <span className={classes.deptIcon} aria-hidden>
                <img src={d.icon} alt="" width={28} height={28} loading="lazy" />
              </span>
              {d.name}
            </RouteLink>
          ))}
        </div>
      </PageContainer>
    </section>
  );
}
