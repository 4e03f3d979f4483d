import { expect, test } from './support/test';

// Issue #20 item 1: a post exists in the languages it was written in, and the language switch
// goes to its translation (its own slug), not to the same slug under another prefix.

test('the language switch on a post goes to its translation', async ({ page }) => {
  await page.goto('/blog/kisin-sac-bakimi');
  await expect(page.getByTestId('blog-post').getByRole('heading', { level: 1 })).toContainText('Kış');
  const languages = page.getByTestId('language-selector').first();

  await languages.getByRole('link', { name: 'EN' }).click();
  await expect(page).toHaveURL(/\/en\/blog\/winter-hair-care$/);
  await expect(page.getByTestId('blog-post').getByRole('heading', { level: 1 })).toContainText('Winter hair care');

  await page.getByTestId('language-selector').first().getByRole('link', { name: 'RU' }).click();
  await expect(page).toHaveURL(/\/ru\/blog\/ukhod-za-volosami-zimoy$/);
  await expect(page.getByTestId('blog-post').getByRole('heading', { level: 1 })).toHaveText(/[А-Яа-я]/);

  // Back to the blog list, the switch follows the route table again.
  await page.goto('/ru/blog');
  await expect(page.getByTestId('language-selector').first().getByRole('link', { name: 'TR' })).toHaveAttribute('href', '/blog');
});
