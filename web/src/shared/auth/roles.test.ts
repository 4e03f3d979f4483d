import { describe, expect, it } from 'vitest';
import { canAccessArea, uiRole } from './roles';

describe('area guards', () => {
  it('need the area role', () => {
    expect(canAccessArea('client', ['client'])).toBe(true);
    expect(canAccessArea('admin', ['client'])).toBe(false);
    expect(canAccessArea('master', ['client', 'salon_master'])).toBe(true);
    expect(canAccessArea('salon', ['salon_manager'])).toBe(true);
    expect(canAccessArea('salon', ['salon_master'])).toBe(false);
    expect(canAccessArea('admin', null)).toBe(false);
    expect(canAccessArea('public', null)).toBe(true);
  });

  it('salon managers get the salon admin shell', () => {
    expect(uiRole('salon_manager')).toBe('salon_admin');
    expect(uiRole(undefined)).toBe('guest');
  });
});
