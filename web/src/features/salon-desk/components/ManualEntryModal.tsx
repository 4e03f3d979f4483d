import { Alert, Button, Center, Group, Loader, Modal, MultiSelect, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '@/shared/api';
import { applyServerErrors } from '@/shared/api/serverErrors';
import { useErrorText } from '@/shared/hooks/useErrorText';
import { UpgradeLink } from '@/shared/ui/PlanGate';
import { useTranslation } from '@/shared/i18n';
import { isPhoneComplete } from '@/shared/lib/phone';
import { PhoneInput } from '@/shared/ui/PhoneInput';
import { showSnack } from '@/shared/ui/snack';
import { useClientLookup } from '../api/useClientLookup';
import { useDeskOptions } from '../api/useDeskOptions';
import { useFreeTimes } from '../api/useFreeTimes';
import { useManualEntry } from '../api/useManualEntry';
import { fieldErrorSetter, manualEntryBody, type ManualEntryForm, manualEntrySchema, validate } from '../lib/forms';
import { TimeChips } from '@/shared/ui/TimeChips';

interface Props {
  /** The day the calendar shows (yyyy-MM-dd). */
  date: string;
  masterId: number | null;
  onClose: () => void;
}

/** The client's card found by phone fills the empty fields, so a returning client is not retyped. */
function useLookupFill(phone: string, setForm: (fill: (f: ManualEntryForm) => ManualEntryForm) => void) {
  const lookup = useClientLookup(isPhoneComplete(phone) ? phone : null);
  useEffect(() => {
    const found = lookup.data;
    if (!found) return;
    setForm((f) => ({ ...f, full_name: f.full_name || found.full_name, email: f.email || found.email || '', birthday: f.birthday || found.birthday || '' }));
  }, [lookup.data, setForm]);
  return lookup;
}

/**
 * A walk-in or phone client's visit (spec §2 schedule): looked up by phone, services, master,
 * date and a free time. A paid-plan feature: on the free plan the plan's message shows instead.
 */
export function ManualEntryModal({ date, masterId, onClose }: Props) {
  const { t } = useTranslation('salonDesk');
  const e = useErrorText();
  const options = useDeskOptions();
  const [form, setForm] = useState<ManualEntryForm>({
    phone: '',
    full_name: '',
    email: '',
    birthday: '',
    salon_service_ids: [],
    master_id: masterId,
    date,
    time: '',
    comment: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useManualEntry();
  const lookup = useLookupFill(form.phone, setForm);
  const set = <K extends keyof ManualEntryForm>(key: K, value: ManualEntryForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const services = useMemo(() => options.data?.services ?? [], [options.data]);
  const chosen = services.filter((s) => form.salon_service_ids.includes(s.id));
  const duration = chosen.reduce((sum, s) => sum + s.duration, 0);
  // Services booked together share a category (spec §5): once one is chosen, only its category is offered.
  const category = chosen[0]?.category_id;
  const serviceData = useMemo(() => {
    const groups = new Map<string, { value: string; label: string; disabled?: boolean }[]>();
    for (const s of services) {
      const list = groups.get(s.category) ?? [];
      list.push({ value: String(s.id), label: `${s.name} · ${s.duration} ${t('entry.minutes')}`, disabled: category !== undefined && s.category_id !== category });
      groups.set(s.category, list);
    }
    return [...groups].map(([group, items]) => ({ group, items }));
  }, [services, category, t]);
  const masters = (options.data?.masters ?? []).filter((m) => form.salon_service_ids.every((id) => m.service_ids.includes(id)));
  const free = useFreeTimes({ salonId: options.data?.salon_id, masterId: form.master_id, date: form.date, duration });
  const allowed = options.data?.manual_entries ?? true;

  const submit = () => {
    const found = validate(manualEntrySchema(e), form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(manualEntryBody(form), {
      onSuccess: () => {
        showSnack(t('done.entry'), 'success');
        onClose();
      },
      onError: (err) => applyServerErrors(err, ['phone', 'full_name', 'email', 'birthday', 'salon_service_ids', 'master_id', 'date', 'time', 'comment'], fieldErrorSetter(setErrors)),
    });
  };

  const lookupText = lookup.data
    ? t(lookup.data.source === 'salon_client' ? 'entry.found_card' : 'entry.found_account', { name: lookup.data.full_name })
    : lookup.error instanceof ApiError && lookup.error.status === 404
      ? t('entry.new_client')
      : null;

  return (
    <Modal opened onClose={onClose} title={t('entry.title')} centered size="lg" data-testid="manual-entry-modal">
      <Stack gap="sm">
        {!allowed && (
          <Alert color="orange" variant="light" data-testid="manual-plan-alert">
            <Stack gap="xs" align="flex-start">
              <span>{e('plan_feature_unavailable', { feature: e('feature_manual_entries') })}</span>
              <UpgradeLink size="xs" variant="light" testId="manual-plan-upgrade" />
            </Stack>
          </Alert>
        )}
        <PhoneInput
          label={t('entry.phone')}
          value={form.phone}
          onChange={(v) => set('phone', v)}
          error={errors.phone}
          description={lookup.isFetching ? t('entry.looking_up') : lookupText}
          withAsterisk
          disabled={!allowed}
          data-testid="entry-phone"
        />
        <TextInput label={t('entry.full_name')} value={form.full_name} onChange={(ev) => set('full_name', ev.currentTarget.value)} error={errors.full_name} withAsterisk disabled={!allowed} data-testid="entry-name" />
        <Group grow align="flex-start">
          <TextInput label={t('entry.email')} type="email" value={form.email} onChange={(ev) => set('email', ev.currentTarget.value)} error={errors.email} disabled={!allowed} data-testid="entry-email" />
          <TextInput label={t('entry.birthday')} type="date" value={form.birthday} onChange={(ev) => set('birthday', ev.currentTarget.value)} error={errors.birthday} disabled={!allowed} data-testid="entry-birthday" />
        </Group>
        <MultiSelect
          label={t('entry.services')}
          data={serviceData}
          value={form.salon_service_ids.map(String)}
          onChange={(v) => {
            const ids = v.map(Number);
            setForm((f) => ({ ...f, salon_service_ids: ids, time: '' }));
          }}
          error={errors.salon_service_ids}
          searchable
          withAsterisk
          disabled={!allowed}
          data-testid="entry-services"
        />
        <Group grow align="flex-start">
          <Select
            label={t('entry.master')}
            data={masters.map((m) => ({ value: String(m.id), label: m.full_name }))}
            value={form.master_id && masters.some((m) => m.id === form.master_id) ? String(form.master_id) : null}
            onChange={(v) => setForm((f) => ({ ...f, master_id: v ? Number(v) : null, time: '' }))}
            error={errors.master_id}
            withAsterisk
            disabled={!allowed}
            data-testid="entry-master"
          />
          <TextInput label={t('entry.date')} type="date" value={form.date} onChange={(ev) => setForm((f) => ({ ...f, date: ev.currentTarget.value, time: '' }))} error={errors.date} withAsterisk disabled={!allowed} data-testid="entry-date" />
        </Group>
        <Text size="sm" fw={600}>
          {t('entry.time')}
        </Text>
        {free.isFetching && !free.data && (
          <Center py="xs">
            <Loader size="sm" type="dots" />
          </Center>
        )}
        {duration === 0 || !form.master_id ? (
          <Text size="sm" c="dimmed">
            {t('entry.choose_first')}
          </Text>
        ) : (
          free.data && free.data.length === 0 && (
            <Text size="sm" c="dimmed" data-testid="entry-no-times">
              {t('reschedule.no_times')}
            </Text>
          )
        )}
        <TimeChips times={duration > 0 ? (free.data ?? []) : []} value={form.time || null} onChange={(v) => set('time', v)} testPrefix="entry-time" label={t('entry.time')} />
        {errors.time && (
          <Text size="sm" c="red" data-testid="entry-time-error">
            {errors.time}
          </Text>
        )}
        <Textarea label={t('entry.comment')} rows={3} value={form.comment} onChange={(ev) => set('comment', ev.currentTarget.value)} error={errors.comment} disabled={!allowed} data-testid="entry-comment" />
        <Button radius="xl" loading={create.isPending} disabled={!allowed} onClick={submit} data-testid="entry-submit">
          {t('entry.submit')}
        </Button>
      </Stack>
    </Modal>
  );
}
