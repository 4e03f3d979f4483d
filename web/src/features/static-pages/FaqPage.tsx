import { Accordion, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { StaticPage } from './components/StaticPage';
import classes from './components/Static.module.css';

export const faqTabs = ['platform', 'salons', 'payment', 'account'] as const;
type FaqTab = (typeof faqTabs)[number];

const isTab = (v: string | null): v is FaqTab => faqTabs.includes(v as FaqTab);

/** FAQ with tabs Platform, Salons, Payment, Account; the tab lives in `?tab=` so it can be linked. */
export function FaqPage() {
  const { t } = useTranslation(['pages', 'static']);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: FaqTab = isTab(requested) ? requested : 'platform';
  const select = (value: string | null) => {
    if (!isTab(value)) return;
    setParams(value === 'platform' ? {} : { tab: value }, { replace: true, preventScrollReset: true });
  };
  return (
    <StaticPage title={t('faq.title')} lead={t('faq.lead')} testId="faq-page">
      <Tabs value={active} onChange={select} mt="xl" variant="pills" radius="xl" keepMounted={false}>
        <Tabs.List className={classes.tabList} aria-label={t('static:faq.tabs_label')} data-testid="faq-tabs">
          {faqTabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab} className={classes.tab}>
              {t(`faq.tabs.${tab}.title`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {faqTabs.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="lg" maw={840}>
            <Accordion variant="separated" radius="lg">
              {t(`faq.tabs.${tab}.items`, { returnObjects: true }).map((item, i) => (
                <Accordion.Item key={i} value={String(i)}>
                  <Accordion.Control fw={600}>{item.q}</Accordion.Control>
                  <Accordion.Panel className={classes.multiline}>{item.a}</Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Tabs.Panel>
        ))}
      </Tabs>
    </StaticPage>
  );
}
