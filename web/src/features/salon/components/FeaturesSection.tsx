import {
  IconAirConditioning,
  IconBabyCarriage,
  IconCheck,
  IconCoffee,
  IconCreditCard,
  IconParking,
  IconWheelchair,
  IconWifi,
  IconWoman,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import classes from './Salon.module.css';
import { Section } from './Section';

/** Icon per amenity code (the API's list); unknown codes get a check mark. */
export const amenityIcons: Record<string, Icon> = {
  air_conditioning: IconAirConditioning,
  card_payment: IconCreditCard,
  kids_friendly: IconBabyCarriage,
  parking: IconParking,
  tea_coffee: IconCoffee,
  wheelchair_access: IconWheelchair,
  wifi: IconWifi,
  women_only: IconWoman,
};

export function FeaturesSection({ amenities }: { amenities: string[] }) {
  const { t } = useTranslation('salon');
  const { t: tp } = useTranslation('places');
  return (
    <Section id="features" title={t('tabs.features')}>
      <ul className={classes.amenities} data-testid="amenities">
        {amenities.map((code) => {
          const AmenityIcon = amenityIcons[code] ?? IconCheck;
          return (
            <li key={code} className={classes.amenity} data-testid="amenity" data-code={code}>
              <AmenityIcon size={22} stroke={1.6} aria-hidden />
              <span>{tp(`amenities.${code}` as never, { defaultValue: code })}</span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
