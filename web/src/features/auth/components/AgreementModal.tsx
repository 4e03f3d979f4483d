import { Button, Group, Modal, ScrollArea, TypographyStylesProvider } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { useAgreement } from '../api/agreements';

/** Agreement popup width (spec §9). */
export const AGREEMENT_POPUP_WIDTH = 550;

interface Props {
  /** Agreement type/slug to show; null keeps the popup closed. */
  type: string | null;
  /** Accept → true; decline or dismiss → the caller keeps its current value. */
  onAccept: () => void;
  onDecline: () => void;
  accepting?: boolean;
}

/** An agreement's text (sanitised HTML from the server) with Accept and Decline. */
export function AgreementModal({ type, onAccept, onDecline, accepting = false }: Props) {
  const { t } = useTranslation('auth');
  const { data, isPending, error } = useAgreement(type);
  return (
    <Modal
      opened={!!type}
      onClose={onDecline}
      size={AGREEMENT_POPUP_WIDTH}
      centered
      title={data?.name ?? t('agreement.title')}
      scrollAreaComponent={ScrollArea.Autosize}
      data-testid="agreement-popup"
      zIndex={400}
    >
      <QueryStatus isPending={isPending} error={error} />
      {data && (
        <TypographyStylesProvider data-testid="agreement-content">
          {/* Agreement HTML comes only from the server, sanitised with ammonia when the admin saves it and again when served (domain::agreement). */}
          <div dangerouslySetInnerHTML={{ __html: data.content }} />
        </TypographyStylesProvider>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onDecline} data-testid="agreement-decline">
          {t('agreement.decline')}
        </Button>
        <Button onClick={onAccept} loading={accepting} disabled={!data} data-testid="agreement-accept">
          {t('agreement.accept')}
        </Button>
      </Group>
    </Modal>
  );
}
