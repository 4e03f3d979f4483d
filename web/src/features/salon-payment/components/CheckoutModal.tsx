import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { apiErrorMessage } from '@/shared/api/errorMessage';
import { useTranslation } from '@/shared/i18n';
import { useCheckout, useConfirmCheckout, type CheckoutView, type Purpose } from '../api/subscription';
import { formatCardNumber, formatExpiry } from '../lib/card';

interface Props {
  purpose: Purpose;
  /** The amount shown on the pay button (upgrade). */
  price: string;
  provider: string;
  onClose: () => void;
  onDone: () => void;
}

/** The provider's own checkout form (iyzico): its script renders into the box. */
function ProviderForm({ content }: { content: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    // A fragment made by the document runs its scripts, as the provider's form needs.
    box.current.replaceChildren(document.createRange().createContextualFragment(content));
  }, [content]);
  return <div ref={box} id="iyzipay-checkout-form" className="responsive" />;
}

/**
 * Upgrade or change card: the development provider's test card form, then its 3-D Secure step
 * when the card asks for one; iyzico's form otherwise.
 */
export function CheckoutModal({ purpose, price, provider, onClose, onDone }: Props) {
  const { t } = useTranslation('salonPayment');
  const checkout = useCheckout(purpose);
  const confirm = useConfirmCheckout();
  const [card, setCard] = useState({ number: '', holder: '', expiry: '', cvc: '' });
  const [step, setStep] = useState<CheckoutView | null>(null);
  const started = useRef(false);
  const error = checkout.error ?? confirm.error;

  // iyzico: the form comes from the server at once.
  useEffect(() => {
    if (provider === 'dev' || started.current) return;
    started.current = true;
    checkout.mutate(null, { onSuccess: setStep });
  }, [provider, checkout]);

  const finish = (view: CheckoutView) => (view.outcome === 'completed' ? onDone() : setStep(view));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    checkout.mutate(card, { onSuccess: finish });
  };

  const title = purpose === 'upgrade' ? t('card.upgradeTitle') : t('card.changeTitle');
  return (
    <Modal opened onClose={onClose} title={step?.outcome === 'confirm' ? t('threeDs.title') : title} centered>
      {error && (
        <Alert color="red" mb="md" data-testid="payment-error">
          {apiErrorMessage(error)}
        </Alert>
      )}
      {step?.outcome === 'confirm' ? (
        <Stack data-testid="three-ds-step">
          <Text>{t('threeDs.text')}</Text>
          <Text fw={600}>{price}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('threeDs.cancel')}
            </Button>
            <Button loading={confirm.isPending} onClick={() => confirm.mutate({ token: step.token ?? '', purpose }, { onSuccess: finish })}>
              {t('threeDs.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : step?.outcome === 'form' ? (
        <Stack>
          <Text size="sm">{t('card.form')}</Text>
          <ProviderForm content={step.form_content ?? ''} />
        </Stack>
      ) : provider === 'dev' ? (
        <form onSubmit={submit}>
          <Stack>
            <TextInput
              label={t('card.number')}
              value={card.number}
              inputMode="numeric"
              autoComplete="cc-number"
              required
              onChange={(e) => setCard({ ...card, number: formatCardNumber(e.currentTarget.value) })}
            />
            <TextInput
              label={t('card.holder')}
              value={card.holder}
              autoComplete="cc-name"
              onChange={(e) => setCard({ ...card, holder: e.currentTarget.value })}
            />
            <Group grow>
              <TextInput
                label={t('card.expiry')}
                value={card.expiry}
                inputMode="numeric"
                autoComplete="cc-exp"
                onChange={(e) => setCard({ ...card, expiry: formatExpiry(e.currentTarget.value) })}
              />
              <TextInput
                label={t('card.cvc')}
                value={card.cvc}
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
                onChange={(e) => setCard({ ...card, cvc: e.currentTarget.value.replace(/\D/g, '') })}
              />
            </Group>
            <Text size="xs" c="dimmed">
              {t('card.testHint')}
            </Text>
            <Button type="submit" loading={checkout.isPending}>
              {purpose === 'upgrade' ? t('card.pay', { price }) : t('card.save')}
            </Button>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
