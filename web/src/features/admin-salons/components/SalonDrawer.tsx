import { Anchor, Badge, Button, Divider, Drawer, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconStar, IconStarFilled, IconUserShield } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { clearToken, homePath, setAccount } from '@/shared/auth';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatInstant } from '@/shared/lib/format';
import { pathFor } from '@/shared/routes';
import { AuditHistory } from '@/shared/ui/AuditHistory';
import { confirm } from '@/shared/ui/dialogs';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { useImpersonate, useSalonAction, useSalonCard } from '../api/queries';
import type { SalonCard } from '../api/types';
import { DeactivateModal } from './DeactivateModal';
import { PhoneForm } from './PhoneForm';
import { StatusBadge } from './StatusBadge';
import { SubscriptionSection } from './SubscriptionSection';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The salon's card in a drawer over the list (spec §7 admin salons): profile, people, actions, history. */
export function SalonDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('adminSalons');
  const card = useSalonCard(id);
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="lg" title={card.data?.name ?? t('card.title')} data-testid="salon-drawer">
      {card.data ? <SalonCardView card={card.data} /> : <QueryStatus isPending={card.isPending} error={card.error} />}
    </Drawer>
  );
}

function SalonCardView({ card }: { card: SalonCard }) {
  const { t } = useTranslation('adminSalons');
  const locale = useLocale();
  const action = useSalonAction(card.id);
  const impersonate = useImpersonate();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [deactivating, setDeactivating] = useState(false);
  const busy = action.isPending;
  const active = card.status === 'active';

  const activate = async () => {
    if (await confirm({ title: t('activate.title'), message: t('activate.message', { name: card.name }), confirmLabel: t('actions.activate') }))
      action.mutate({ kind: 'activate' });
  };
  const toggleStar = () => action.mutate({ kind: 'star', star: !card.is_star });
  const actAsOwner = async () => {
    if (!(await confirm({ title: t('impersonate.title'), message: t('impersonate.message', { name: card.name }), confirmLabel: t('actions.impersonate') })))
      return;
    const { account_data } = await impersonate.mutateAsync(card.id);
    // The session is the cookie the answer set (as after a login).
    clearToken();
    queryClient.removeQueries({ predicate: (q) => ['salon', 'admin'].includes(String(q.queryKey[0])) });
    setAccount(queryClient, account_data);
    void navigate(homePath(account_data, locale));
  };

  return (
    <Stack gap="md" data-testid="salon-card" data-salon-id={card.id}>
      <Group gap="xs">
        <StatusBadge status={card.status} type={card.deactivation_type} />
        <Badge variant="outline" data-testid="salon-plan" data-plan={card.plan}>
          {t(`plan.${card.plan === 'premium' ? 'premium' : 'free'}`)}
        </Badge>
        {card.is_star && (
          <Badge color="yellow" leftSection={<IconStarFilled size={12} />}>
            {t('columns.star')}
          </Badge>
        )}
      </Group>
      {card.deactivation_reason && (
        <Text size="sm" data-testid="salon-deactivation">
          {t('card.deactivated', { reason: card.deactivation_reason, date: formatInstant(card.deactivated_at, locale) })}
        </Text>
      )}

      <Group gap="xs">
        {active ? (
          <Button color="red" variant="light" onClick={() => setDeactivating(true)} disabled={busy} data-testid="salon-deactivate">
            {t('actions.deactivate')}
          </Button>
        ) : (
          <Button color="teal" variant="light" onClick={() => void activate()} loading={busy} data-testid="salon-activate">
            {t('actions.activate')}
          </Button>
        )}
        {card.status === 'deactivating' && (
          <Button color="red" variant="subtle" onClick={() => setDeactivating(true)} disabled={busy}>
            {t('actions.deactivate_now')}
          </Button>
        )}
        <Button
          variant="light"
          color="yellow"
          leftSection={card.is_star ? <IconStarFilled size={16} /> : <IconStar size={16} />}
          onClick={toggleStar}
          loading={busy}
          data-testid="salon-star"
        >
          {card.is_star ? t('actions.unstar') : t('actions.star')}
        </Button>
        <Button variant="light" leftSection={<IconUserShield size={16} />} onClick={() => void actAsOwner()} loading={impersonate.isPending} disabled={card.admins.length === 0} data-testid="salon-impersonate">
          {t('actions.impersonate')}
        </Button>
      </Group>

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Field label={t('card.phone')}>{card.phone}</Field>
        <Field label={t('card.email')}>{card.email ?? '—'}</Field>
        <Field label={t('card.address')}>{[card.address, card.district, card.city].filter(Boolean).join(', ')}</Field>
        <Field label={t('card.page')}>
          <Anchor href={pathFor('salon', locale, { slug: card.slug })} target="_blank" size="sm">
            {card.slug}
          </Anchor>
        </Field>
        <Field label={t('columns.appointments')}>{card.appointments}</Field>
        <Field label={t('card.planned_visits')}>{card.planned_visits}</Field>
        <Field label={t('columns.last_activity')}>{formatInstant(card.last_activity, locale)}</Field>
        <Field label={t('columns.created')}>{formatInstant(card.created_at, locale)}</Field>
      </SimpleGrid>

      <Divider label={t('card.subscription')} labelPosition="left" />
      <SubscriptionSection card={card} />

      <Divider label={t('card.admins')} labelPosition="left" />
      {card.admins.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('card.no_admins')}
        </Text>
      ) : (
        <List spacing={4} size="sm" data-testid="salon-admins">
          {card.admins.map((a) => (
            <List.Item key={a.account_id}>
              {a.full_name} · {a.phone ?? '—'} {a.owner && <Badge size="xs">{t('card.owner')}</Badge>}
            </List.Item>
          ))}
        </List>
      )}
      <PhoneForm
        label={t('card.owner_phone')}
        submitLabel={t('actions.save')}
        busy={busy}
        onSubmit={async (phone) => {
          if (await confirm({ title: t('card.owner_phone'), message: t('card.owner_phone_confirm', { phone }) })) await action.mutateAsync({ kind: 'admin-phone', phone });
        }}
        data-testid="owner-phone-form"
      />
      <PhoneForm label={t('card.add_admin')} submitLabel={t('actions.add')} busy={busy} onSubmit={(phone) => action.mutateAsync({ kind: 'add-admin', phone })} data-testid="add-admin-form" />

      <Divider label={t('card.masters', { count: card.masters_list.length })} labelPosition="left" />
      {card.masters_list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('card.no_masters')}
        </Text>
      ) : (
        <List spacing={4} size="sm">
          {card.masters_list.map((m) => (
            <List.Item key={m.id}>{m.position ? `${m.full_name} · ${m.position}` : m.full_name}</List.Item>
          ))}
        </List>
      )}

      <Title order={4}>{t('card.history')}</Title>
      <AuditHistory entity="salon" id={card.id} describe={(code) => t(`audit.${code.replace('salon.', '')}`, { defaultValue: code })} />

      <DeactivateModal
        opened={deactivating}
        salonName={card.name}
        busy={busy}
        onClose={() => setDeactivating(false)}
        onConfirm={(type, reason) => action.mutate({ kind: 'deactivate', type, reason }, { onSuccess: () => setDeactivating(false) })}
      />
    </Stack>
  );
}
