import { Button, Group } from '@mantine/core';
import { IconCalendarPlus, IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { againServices, bookAgainQuery } from '@/shared/lib/bookAgain';
import { formatDay } from '@/shared/lib/format';
import { pathFor } from '@/shared/routes';
import { confirm } from '@/shared/ui/dialogs';
import { Link } from '@/shared/ui/Link';
import { showSnack } from '@/shared/ui/snack';
import type { Act } from '../api/types';
import { useCancelAct } from '../api/useCancelAct';
import { useConfirmAct } from '../api/useConfirmAct';
import { calendarUrl, isLive } from '../lib/status';
import { AcceptRangeModal } from './AcceptRangeModal';
import { RescheduleModal } from './RescheduleModal';
import { ReviewModal } from './ReviewModal';

type Dialog = 'reschedule' | 'accept' | 'review' | null;

/** The actions the visit's flags allow; each modal mounts only while open. */
export function ActActions({ act }: { act: Act }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const [dialog, setDialog] = useState<Dialog>(null);
  const cancel = useCancelAct();
  const accept = useConfirmAct();
  const when = { date: formatDay(act.provision_date, locale, 'weekdayMedium'), time: act.provision_time };

  const askCancel = async () => {
    const ok = await confirm({
      title: t('cancel.title'),
      message: t('cancel.text', { salon: act.salon.name, ...when }),
      confirmLabel: t('cancel.confirm'),
      cancelLabel: t('cancel.keep'),
      danger: true,
    });
    if (ok) cancel.mutate(act.id, { onSuccess: () => showSnack(t('cancel.done'), 'success') });
  };
  const askConfirm = async () => {
    const ok = await confirm({
      title: t('confirm_time.title'),
      message: t('confirm_time.text', when),
      confirmLabel: t('confirm_time.confirm'),
      cancelLabel: t('confirm_time.keep'),
    });
    if (ok) accept.mutate(act.id, { onSuccess: () => showSnack(t('confirm_time.done'), 'success') });
  };
  const close = () => setDialog(null);

  return (
    <Group gap="xs">
      {act.offer && (
        <Button size="xs" radius="xl" onClick={() => setDialog('accept')} data-testid="act-accept-range">
          {t('act.actions.accept_range')}
        </Button>
      )}
      {act.can_confirm && (
        <Button size="xs" radius="xl" loading={accept.isPending} onClick={() => void askConfirm()} data-testid="act-confirm">
          {t('act.actions.confirm')}
        </Button>
      )}
      {act.can_review && (
        <Button size="xs" radius="xl" onClick={() => setDialog('review')} data-testid="act-review">
          {t('act.actions.review')}
        </Button>
      )}
      {act.status === 'completed' && act.items.length > 0 && (
        <Button
          component={Link}
          to={pathFor('order', locale, {}, bookAgainQuery(act.salon.id, act.master.id, againServices(act.items)))}
          size="xs"
          radius="xl"
          variant="light"
          leftSection={<IconRepeat size={16} />}
          data-testid="act-book-again"
        >
          {t('act.actions.book_again')}
        </Button>
      )}
      {act.can_reschedule && (
        <Button size="xs" radius="xl" variant="light" onClick={() => setDialog('reschedule')} data-testid="act-reschedule">
          {t('act.actions.reschedule')}
        </Button>
      )}
      {isLive(act.status) && (
        <Button
          component="a"
          href={calendarUrl(act.id)}
          download
          size="xs"
          radius="xl"
          variant="subtle"
          leftSection={<IconCalendarPlus size={16} />}
          data-testid="act-calendar"
        >
          {t('act.actions.calendar')}
        </Button>
      )}
      {act.can_cancel && (
        <Button size="xs" radius="xl" variant="subtle" color="red" loading={cancel.isPending} onClick={() => void askCancel()} data-testid="act-cancel">
          {t('act.actions.cancel')}
        </Button>
      )}
      {dialog === 'reschedule' && <RescheduleModal act={act} onClose={close} />}
      {dialog === 'accept' && act.offer && <AcceptRangeModal act={act} offer={act.offer} onClose={close} />}
      {dialog === 'review' && <ReviewModal act={act} onClose={close} />}
    </Group>
  );
}
