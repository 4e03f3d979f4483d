import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('report downloads', () => {
  it('take the server file name', () => {
    expect(fileNameOf('attachment; filename="payments-2026-03-01-2026-03-31.xlsx"', 'x')).toBe('payments-2026-03-01-2026-03-31.xlsx');
    expect(fileNameOf(null, 'report.csv')).toBe('report.csv');
  });
});
