import { expect, test } from './support/test';

// Issue #16 item 8: the home search's date and time are Mantine's pickers in the reader's
// language (dd.MM.yyyy, Monday first and a 24-hour clock in tr; the US format and Sunday first in
// en), loaded when first used, and the search sends yyyy-MM-dd and HH:mm.

test('the home search picks a date and a time in Turkish and sends them to the places list', async ({ page }) => {
  await page.goto('/');
  const date = page.getByTestId('search-date');
  await expect(date).toHaveAttribute('readonly', '');
  await date.click();
  const weekdays = page.locator('.mantine-DatePickerInput-weekday');
  await expect(weekdays.first()).toHaveText(/^Pt/);
  const day = page.locator('.mantine-DatePickerInput-day:not([data-disabled]):not([data-outside])').nth(1);
  const label = await day.getAttribute('aria-label');
  await day.click();
  await expect(page.getByTestId('search-date')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);

  await page.getByTestId('search-time').click();
  await page.getByRole('button', { name: '14:30' }).click();
  await page.getByTestId('search-submit').click();
  await expect(page).toHaveURL(/\/places\?/);
  const query = new URL(page.url()).searchParams;
  expect(query.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(query.get('time')).toBe('14:30');
  // The day picked is the day sent (the calendar labels its days 'D MMMM YYYY').
  const [d, , y] = label!.split(' ');
  expect(query.get('date')).toMatch(new RegExp(`^${y}-\\d{2}-${d!.padStart(2, '0')}$`));
});

test('in English the calendar starts on Sunday and shows MM/DD/YYYY', async ({ page }) => {
  await page.goto('/en');
  await page.getByTestId('search-date').click();
  await expect(page.locator('.mantine-DatePickerInput-weekday').first()).toHaveText(/^Su/);
  await page.locator('.mantine-DatePickerInput-day:not([data-disabled]):not([data-outside])').first().click();
  await expect(page.getByTestId('search-date')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
});
