import { Badge, CloseButton, Group, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { Lookup } from '@/shared/ui/Lookup';
import { searchCategories } from '../../api/lookups';
import { MAIN_CATEGORIES_MAX, type PickedCategory } from '../../lib/settingsForm';

interface Props {
  value: PickedCategory[];
  onChange: (next: PickedCategory[]) => void;
  error?: string;
}

/** Main categories (1 to 3): picked ones as removable pills, more added by a category lookup. */
export function MainCategoriesField({ value, onChange, error }: Props) {
  const { t } = useTranslation('salonProfile');
  const full = value.length >= MAIN_CATEGORIES_MAX;
  return (
    <div data-testid="main-categories">
      <Group gap="xs" mb="xs" data-testid="main-categories-picked">
        {value.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('settings.main_categories_none')}
          </Text>
        )}
        {value.map((c) => (
          <Badge
            key={c.id}
            size="lg"
            variant="light"
            radius="xl"
            tt="none"
            pr={4}
            rightSection={
              <CloseButton
                size="sm"
                radius="xl"
                aria-label={t('settings.main_categories_remove', { name: c.name })}
                onClick={() => onChange(value.filter((v) => v.id !== c.id))}
                data-testid={`main-category-remove-${c.id}`}
              />
            }
          >
            {c.name}
            <Text span size="xs" c="dimmed" ml={6} fw={400}>
              {c.department}
            </Text>
          </Badge>
        ))}
      </Group>
      <Lookup
        label={t('settings.main_categories_add')}
        placeholder={full ? t('settings.main_categories_full', { max: MAIN_CATEGORIES_MAX }) : t('settings.main_categories_placeholder')}
        disabled={full}
        fetchOptions={async (term, signal) => {
          const options = await searchCategories(term, signal);
          return options.map((o) => ({ ...o, disabled: value.some((v) => String(v.id) === o.id) }));
        }}
        value={null}
        onChange={(option) => {
          if (!option || full || value.some((v) => String(v.id) === option.id)) return;
          onChange([...value, { id: Number(option.id), name: option.text, department: option.district_name ?? '' }]);
        }}
        error={error}
        data-testid="main-categories-lookup"
      />
    </div>
  );
}
