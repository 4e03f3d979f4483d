import { Badge, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { useSalonServices } from '../api/useSalonServices';
import { groupByDepartment } from '../lib/services';
import classes from './Salon.module.css';
import { Section } from './Section';
import { ServiceList } from './ServiceRow';

/**
 * Services by department, then one collapsible card per category (all open). Native <details>
 * drawn like Mantine's separated Accordion: the Accordion and its Collapse cost the salon route
 * ~4 KB gzip for what the browser does on its own.
 */
export function ServicesSection({ salonId }: { salonId: number }) {
  const { t } = useTranslation('salon');
  const { data, isPending, error } = useSalonServices(salonId);
  const groups = data ? groupByDepartment(data.categories) : [];
  const showDepartments = groups.length > 1;
  return (
    <Section id="services" title={t('tabs.services')}>
      <QueryStatus isPending={isPending} error={error} />
      {data && groups.length === 0 && <Text c="dimmed">{t('services.empty')}</Text>}
      {groups.map((group) => (
        <div key={group.department} className={classes.department} data-testid="service-department">
          {showDepartments && (
            <Title order={3} fz="lg" mb="xs">
              {group.department}
            </Title>
          )}
          {group.categories.map((category) => (
            <details key={category.id} open className={classes.category} data-testid="service-category">
              <summary className={classes.categoryControl}>
                <span className={classes.categoryTitle}>
                  <span data-testid="service-category-name">{category.name}</span>
                  <Badge variant="light" color="gray" radius="sm" size="sm">
                    {category.services.length}
                  </Badge>
                </span>
              </summary>
              <div className={classes.categoryPanel}>
                <ServiceList items={category.services} />
              </div>
            </details>
          ))}
        </div>
      ))}
    </Section>
  );
}
