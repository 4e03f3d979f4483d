import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconDotsVertical, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import type { ActAction, ActRef } from '../api/types';

/**
 * The actions a visit offers now, in the order the salon usually needs them. What is allowed is
 * the API's `actions` (one server rule with the visit's start time: complete from the start,
 * no-show after it), never decided here.
 */
export function availableActions(act: Pick<ActRef, 'actions'>): ActAction[] {
  const a = act.actions;
  const list: ActAction[] = [];
  if (a.confirm) list.push('confirm');
  if (a.decline) list.push('decline');
  if (a.complete) list.push('complete');
  if (a.no_show) list.push('no_show');
  if (a.reschedule) list.push('reschedule');
  if (a.offer) list.push('offer');
  // Decline already cancels a booking waiting for the salon.
  if (a.cancel && !a.decline) list.push('cancel');
  if (a.reply) list.push('reply');
  list.push('important');
  return list;
}

const danger: ActAction[] = ['decline', 'cancel', 'no_show'];

interface Props {
  act: ActRef;
  run: (action: ActAction, act: ActRef) => void;
  /** Buttons (drawer), or a menu (table rows and small lists). */
  variant: 'buttons' | 'menu';
  busy?: boolean;
}

/** Every action a visit allows, as buttons or a menu; each has `data-testid="act-action-{name}"`. */
export function ActionButtons({ act, run, variant, busy }: Props) {
  const { t } = useTranslation('salonDesk');
  const actions = availableActions(act);
  const label = (action: ActAction) => (action === 'important' ? t(act.important ? 'actions.unimportant' : 'actions.important') : t(`actions.${action}`));
  if (variant === 'menu') {
    return (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t('actions.menu')} data-testid="act-actions-menu" loading={busy}>
            <IconDotsVertical size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((action) => (
            <Menu.Item key={action} color={danger.includes(action) ? 'red' : undefined} onClick={() => run(action, act)} data-testid={`act-action-${action}`}>
              {label(action)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  }
  return (
    <Group gap="xs" wrap="wrap">
      {actions.map((action) => (
        <Button
          key={action}
          size="xs"
          radius="xl"
          variant={action === 'confirm' ? 'filled' : 'light'}
          color={danger.includes(action) ? 'red' : undefined}
          leftSection={action === 'important' ? act.important ? <IconStarFilled size={14} aria-hidden /> : <IconStar size={14} aria-hidden /> : undefined}
          disabled={busy}
          onClick={() => run(action, act)}
          data-testid={`act-action-${action}`}
        >
          {label(action)}
        </Button>
      ))}
    </Group>
  );
}
