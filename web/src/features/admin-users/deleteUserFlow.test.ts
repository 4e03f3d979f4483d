import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import { deleteUserFlow, lastFourDigits } from './lib/deleteUserFlow';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const planned = new ApiError(409, { message: 'Planned visits exist', message_code: 'planned_visits_exist_client', errors: {} } as never);

describe('deleting a user', () => {
  it('asks for the last 4 digits of the phone before anything is sent', async () => {
    const typedConfirm = vi.fn().mockResolvedValue(false);
    const remove = vi.fn();
    const outcome = await deleteUserFlow({ name: 'Ayşe', last4: '0004', typedConfirm, confirm: vi.fn(), remove, t });
    expect(outcome).toEqual({ deleted: false });
    expect(typedConfirm).toHaveBeenCalledWith(expect.objectContaining({ expected: '0004', danger: true }));
    expect(remove).not.toHaveBeenCalled();
  });

  it('retries with force only after a second confirmation when visits are planned', async () => {
    const remove = vi.fn().mockRejectedValueOnce(planned).mockResolvedValueOnce({ cancelled: 2 });
    const confirm = vi.fn().mockResolvedValue(true);
    const outcome = await deleteUserFlow({ name: 'Ayşe', last4: '0004', typedConfirm: vi.fn().mockResolvedValue(true), confirm, remove, t });
    expect(remove.mock.calls).toEqual([[false], [true]]);
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('Planned visits exist') }));
    expect(outcome).toEqual({ deleted: true, cancelled: 2 });
  });

  it('stops when the force is declined and passes other refusals on', async () => {
    const remove = vi.fn().mockRejectedValueOnce(planned);
    const declined = await deleteUserFlow({ name: 'A', last4: '0004', typedConfirm: vi.fn().mockResolvedValue(true), confirm: vi.fn().mockResolvedValue(false), remove, t });
    expect(declined).toEqual({ deleted: false });
    expect(remove).toHaveBeenCalledTimes(1);
    const admin = new ApiError(403, { message: 'Admin user cannot be deleted', message_code: 'admin_cannot_be_deleted', errors: {} } as never);
    await expect(deleteUserFlow({ name: 'A', last4: '0001', typedConfirm: vi.fn().mockResolvedValue(true), confirm: vi.fn(), remove: vi.fn().mockRejectedValue(admin), t })).rejects.toBe(admin);
  });

  it('reads the last 4 digits of a phone', () => {
    expect(lastFourDigits('+905550000004')).toBe('0004');
    expect(lastFourDigits('+90 555 123 45 67')).toBe('4567');
    expect(lastFourDigits(null)).toBe('');
  });
});
