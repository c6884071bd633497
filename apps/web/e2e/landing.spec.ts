import { expect, test } from './fixtures';

test('the landing page presents the community and leads to Discord and the login', async ({
  page,
}) => {
  const config = (await (await page.request.get('/api/config')).json()) as {
    communityName: string;
    discordInviteUrl: string | null;
  };
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: config.communityName })).toBeVisible();
  await expect(page.getByText(/melhor comunidade de networking/)).toBeVisible();

  const discord = page.getByRole('link', { name: 'Entrar no Discord' });
  if (config.discordInviteUrl)
    await expect(discord).toHaveAttribute('href', config.discordInviteUrl);
  else await expect(discord).toHaveCount(0);

  await page.getByRole('link', { name: /Conheça a comunidade/ }).click();
  await expect(page.locator('#about')).toBeInViewport();

  await page.getByRole('link', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/landing');
  await expect(page.getByRole('heading', { level: 1, name: config.communityName })).toBeVisible();
});
