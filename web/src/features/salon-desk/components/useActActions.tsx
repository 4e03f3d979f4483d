import { useState, type ReactNode } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay } from '@/shared/lib/format';
import { confirm } from '@/shared/ui/dialogs';
import { showSnack } from '@/shared/ui/snack';
import type { ActAction, ActRef } from '../api/types';
import { useCancelAct } from '../api/useCancelAct';
import { useConfirmAct } from '../api/useConfirmAct';
import { useDeclineAct } from '../api/useDeclineAct';
import { useNoShowAct } from '../api/useNoShowAct';
import { useToggleImportant } from '../api/useToggleImportant';
import { CompleteModal } from './CompleteModal';
import { OfferRangeModal } from './OfferRangeModal';
import { ReplyModal } from './ReplyModal';
import { RescheduleModal } from './RescheduleModal';

type FormAction = 'reschedule' | 'offer' | 'complete' | 'reply';

/**
 * Runs the salon's actions on a visit: the quick ones at once (decline and cancel after a
 * confirmation, as destructive actions must), the ones that need input in their modal, which
 * `modals` renders.
 */
export function useActActions(): { run: (action: ActAction, act: ActRef) => void; modals: ReactNode; busy: boolean } {
  const { t } = useTranslation('salonDesk');
  const locale = useLocale();
  const [open, setOpen] = useState<{ action: FormAction; act: ActRef } | null>(null);
  const confirmAct = useConfirmAct();
  const declineAct = useDeclineAct();
  const cancelAct = useCancelAct();
  const noShowAct = useNoShowAct();
  const important = useToggleImportant();
  const done = (key: 'confirm' | 'decline' | 'cancel' | 'no_show') => () => showSnack(t(`done.${key}`), 'success');

  const run = (action: ActAction, act: ActRef) => {
    switch (action) {
      case 'confirm':
        confirmAct.mutate(act.id, { onSuccess: done('confirm') });
        return;
      case 'decline':
        void confirm({ title: t('ask.decline_title'), message: t('ask.decline', { client: act.client_name, date: formatDay(act.date, locale, 'weekdayMedium'), time: act.start }), confirmLabel: t('actions.decline'), danger: true }).then(
          (yes) => yes && declineAct.mutate(act.id, { onSuccess: done('decline') }),
        );
        return;
      case 'cancel':
        void confirm({ title: t('ask.cancel_title'), message: t('ask.cancel', { client: act.client_name, date: formatDay(act.date, locale, 'weekdayMedium'), time: act.start }), confirmLabel: t('actions.cancel'), danger: true }).then(
          (yes) => yes && cancelAct.mutate(act.id, { onSuccess: done('cancel') }),
        );
        return;
      case 'no_show':
        void confirm({ title: t('ask.no_show_title'), message: t('ask.no_show', { client: act.client_name, date: formatDay(act.date, locale, 'weekdayMedium'), time: act.start }), confirmLabel: t('actions.no_show'), danger: true }).then(
          (yes) => yes && noShowAct.mutate(act.id, { onSuccess: done('no_show') }),
        );
        return;
      case 'important':
        important.mutate(act.id, { onSuccess: (r) => showSnack(t(r.important ? 'done.important' : 'done.unimportant'), 'success') });
        return;
      default:
        setOpen({ action, act });
    }
  };

  const close = () => setOpen(null);
  let modals: ReactNode = null;
  if (open?.action === 'reschedule') modals = <RescheduleModal act={open.act} onClose={close} />;
  if (open?.action === 'offer') modals = <OfferRangeModal act={open.act} onClose={close} />;
  if (open?.action === 'complete') modals = <CompleteModal act={open.act} onClose={close} />;
  if (open?.action === 'reply') modals = <ReplyModal act={open.act} onClose={close} />;
  const busy = confirmAct.isPending || declineAct.isPending || cancelAct.isPending || noShowAct.isPending || important.isPending;
  return { run, modals, busy };
}
