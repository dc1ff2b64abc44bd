import { RED_PNG } from '../fixtures/images';
import { type Account, expect, type Page, test, uniqueAccount } from '../fixtures/test';

async function register(page: Page, account: Account) {
  await page.goto('/register');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  const confirm = page.getByLabel('Confirm password', { exact: false });
  if (await confirm.count()) await confirm.first().fill(account.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

async function login(page: Page, email: string, password: string) {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  // The address changes before the lazily loaded form replaces the previous page; typing
  // earlier would fill the old page's fields.
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('accounts', () => {
  test('register, log in, edit the profile with a picture, log out', async ({ page }) => {
    const account = uniqueAccount('ana');
    await register(page, account);
    await login(page, account.email, account.password);
    await expect(page).toHaveURL(/\/$/);
    const accountButton = page.getByRole('button', { name: `Account menu for ${account.username}` });
    await expect(accountButton).toBeVisible();

    await accountButton.click();
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByText('N/A')).toBeVisible();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Bio').fill('Collects vintage silk scarves.');
    await dialog
      .getByLabel('Profile image')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: RED_PNG });
    await expect(dialog.locator('img')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile Updated Successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Collects vintage silk scarves.')).toBeVisible();

    // The nav avatar now shows the uploaded picture, served by the shop as WebP.
    const avatar = accountButton.getByTestId('avatar-image');
    await expect(avatar).toHaveAttribute('src', /^\/uploads\/[\w-]+\.webp$/);
    const src = (await avatar.getAttribute('src')) ?? '';
    const image = await page.request.get(src);
    expect(image.headers()['content-type']).toBe('image/webp');

    // Reloading restores the session from the cookie.
    await page.reload();
    await expect(accountButton).toBeVisible();

    await accountButton.click();
    // The dropdown's Logout, in the header; the dashboard sidebar has one too.
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logout successful')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await page.goto('/dashboard/profile');
    await expect(page.getByText('You must be logged in!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('forgot password: the mail’s link resets it, and the new password logs in', async ({ page }) => {
    const account = uniqueAccount('bea');
    await register(page, account);

    await page.goto('/forget-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(/reset link is on its way/)).toBeVisible();

    // Without SMTP the shop keeps its mail in the dev mailbox.
    // The mail goes out after the answer, so the mailbox is opened again until it is in.
    const row = page.getByRole('row').filter({ hasText: account.email });
    await expect
      .poll(
        async () => {
          await page.goto('/dev/mailbox');
          return row.count();
        },
        { message: `a reset mail to ${account.email} in the dev mailbox`, timeout: 10_000 },
      )
      .toBeGreaterThan(0);
    await row.first().getByRole('link').click();
    await page.getByRole('link', { name: /\/reset-password\?token=/ }).click();
    await expect(page).toHaveURL(/\/reset-password\?token=[\w-]+&id=[\w-]+/);

    const newPassword = 'Garnet#Moon2027';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Your password has been reset. You can now log in.')).toBeVisible();

    // The used link says so as soon as it is opened again, before any password is typed.
    const usedLink = page.url();
    await page.goto(usedLink);
    await expect(
      page.getByText('This reset link is invalid or has expired. Please ask for a new one.'),
    ).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ask for a new reset link' })).toBeVisible();

    await login(page, account.email, account.password);
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await login(page, account.email, newPassword);
    await expect(page.getByRole('button', { name: `Account menu for ${account.username}` })).toBeVisible();
  });

  test('a shopper opening the admin dashboard is sent away', async ({ page, shopper }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: `Account menu for ${shopper.username}` })).toBeVisible();
    await page.goto('/dashboard/admin');
    await expect(page.getByText('You are not authorized to access this page!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a guest is sent to log in and comes back to the page they wanted', async ({ page, shopper }) => {
    // A shopper with an account who is not logged in on this browser.
    await page.context().clearCookies();
    await page.goto('/dashboard/profile');
    await expect(page.getByText('You must be logged in!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await login(page, shopper.email, shopper.password);
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(page.getByText(shopper.username, { exact: true })).toBeVisible();
  });

  test('the contact form comes filled in for a logged-in shopper', async ({ page, shopper }) => {
    await page.goto('/contact');
    await expect(page.getByLabel('Username')).toHaveValue(shopper.username);
    await expect(page.getByLabel('Email')).toHaveValue(shopper.email);
  });

  test('the admin reaches the admin dashboard and the list of accounts', async ({ page, admin }) => {
    const users = await page.request.get('/api/auth/users');
    expect(users.status()).toBe(200);
    expect((await users.json()).map((user: { email: string }) => user.email)).toContain(admin.email);
    await page.goto('/dashboard/admin');
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toContainText('Admin');
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
  });

  test('the contact form sends a message and goes home', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Username').fill('Eva');
    await page.getByLabel('Email').fill('eva@example.com');
    await page.getByLabel('Message').fill('Do you ship the silk slip dress to Canada?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('accounts on a phone', () => {
  test('the mobile menu’s profile submenu lists the account links @mobile', async ({
    page,
    shopper: _loggedIn,
  }) => {
    // Only a logged-in shopper's menu has the profile submenu.
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).click();
    const menu = page.getByRole('navigation', { name: /mobile/i });
    await menu.getByRole('button', { name: 'Profile' }).click();
    for (const name of ['Dashboard', 'Profile', 'Payments', 'Orders']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  });
});
