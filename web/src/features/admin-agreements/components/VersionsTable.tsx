import { Badge, Button, Modal, ScrollArea, Table, Tabs, TypographyStylesProvider } from '@mantine/core';
import { useState } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatInstant } from '@/shared/lib/format';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { useAgreementVersion } from '../api/agreements';
import { AGREEMENT_LANGUAGES, type AdminAgreement } from '../api/types';

/** Every saved version, newest first; "View" shows an old version's texts read-only. */
export function VersionsTable({ agreement }: { agreement: AdminAgreement }) {
  const { t } = useTranslation('adminAgreements');
  const locale = useLocale();
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
      <Table verticalSpacing="xs" data-testid="agreement-versions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('versions.version')}</Table.Th>
            <Table.Th>{t('versions.date')}</Table.Th>
            <Table.Th>{t('versions.author')}</Table.Th>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {agreement.versions.map((v) => (
            <Table.Tr key={v.version} data-testid="agreement-version-row">
              <Table.Td>
                {v.version} {v.force_accept && <Badge color="orange" variant="light" size="sm">{t('versions.forced')}</Badge>}
              </Table.Td>
              <Table.Td>{formatInstant(v.created_at, locale, 'numericDate')}</Table.Td>
              <Table.Td>{v.author ?? t('versions.system')}</Table.Td>
              <Table.Td>{v.name}</Table.Td>
              <Table.Td>
                <Button size="xs" variant="subtle" onClick={() => setViewing(v.version)} data-testid={`agreement-version-view-${v.version}`}>
                  {t('versions.view')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <VersionModal slug={agreement.slug} version={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

function VersionModal({ slug, version, onClose }: { slug: string; version: number | null; onClose: () => void }) {
  const { t } = useTranslation('adminAgreements');
  const { data, isPending, error } = useAgreementVersion(slug, version);
  return (
    <Modal
      opened={version !== null}
      onClose={onClose}
      size="xl"
      title={data ? t('versions.viewing', { name: data.name, version: data.version }) : ''}
      scrollAreaComponent={ScrollArea.Autosize}
      data-testid="agreement-version-modal"
    >
      <QueryStatus isPending={isPending} error={error} />
      {data && (
        <Tabs defaultValue="tr">
          <Tabs.List>
            {AGREEMENT_LANGUAGES.map((lang) => (
              <Tabs.Tab key={lang} value={lang}>
                {t(`edit.languages.${lang}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {AGREEMENT_LANGUAGES.map((lang) => (
            <Tabs.Panel key={lang} value={lang} pt="sm">
              <TypographyStylesProvider>
                {/* Sanitised by the server (domain::agreement::sanitize_html) when it was saved. */}
                <div dangerouslySetInnerHTML={{ __html: data[`text_${lang}` as const] }} />
              </TypographyStylesProvider>
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Modal>
  );
}
