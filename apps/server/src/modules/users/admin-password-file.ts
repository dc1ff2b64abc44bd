import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const ADMIN_PASSWORD_FILE = 'admin-password.txt';

/**
 * Keeps the generated admin login in DATA_DIR, readable by its owner only, because the one
 * line in the start banner is easily scrolled away or lost with the terminal. A file left from
 * an earlier database is replaced: its password no longer works.
 */
export async function writeAdminPasswordFile(
  dataDir: string,
  login: { email: string; password: string },
): Promise<string> {
  const file = path.join(dataDir, ADMIN_PASSWORD_FILE);
  await mkdir(dataDir, { recursive: true });
  // Removed first, so the new file is created with 0600 instead of keeping an old file's mode.
  await rm(file, { force: true });
  await writeFile(
    file,
    [
      'Velora admin login, created on the first start:',
      '',
      `  email:    ${login.email}`,
      `  password: ${login.password}`,
      '',
      'Log in and change the password ("Forgot password" on the login page), then delete this file.',
      '',
    ].join('\n'),
    { mode: 0o600, flag: 'wx' },
  );
  // The process umask can only take bits away from 0600, but be explicit about the result.
  await chmod(file, 0o600);
  return file;
}
