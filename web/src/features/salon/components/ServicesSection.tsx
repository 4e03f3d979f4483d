import { Accordion, Badge, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { useSalonServices } from '../api/useSalonServices';
import { groupByDepartment } from '../lib/services';
import classes from './Salon.module.css';
import { Section } from './Section';
import { ServiceList } from './ServiceRow';

/** Services by department, then one accordion item per category (all open). */
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
          <Accordion multiple variant="separated" radius="md" defaultValue={group.categories.map((c) => String(c.id))}>
            {group.categories.map((category) => (
              <Accordion.Item key={category.id} value={String(category.id)} data-testid="service-category">
                <Accordion.Control>
                  <span className={classes.categoryTitle}>
                    <span data-testid="service-category-name">{category.name}</span>
                    <Badge variant="light" color="gray" radius="sm" size="sm">
                      {category.services.length}
                    </Badge>
                  </span>
                </Accordion.Control>
                <Accordion.Panel>
                  <ServiceList items={category.services} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </div>
      ))}
    </Section>
  );
}
