/**
 * Creates an administrator with a local password, for production installs that start without demo data:
 *
 *   npm run admin:create -- --username alice --first-name Alice --last-name Smith --email alice@example.org
 *
 * The password comes from --password, else ADMIN_PASSWORD, else it is asked for (not echoed). The database is
 * the one the server uses (DATABASE_URL or DATA_DIR) and is migrated first, so this also works before the first
 * start; it never adds demo data.
 */
import { parseArgs } from 'node:util';
import { loadConfig, loadSettings } from '../config.js';
import { connectDatabase } from '../db/connect.js';
import { migrate } from '../db/migrate.js';
import { createLocalAccount } from '../modules/auth/accounts.js';

const minPasswordLength = 10;

function fail(message: string): never {
  console.error(`admin:create: ${message}`);
  process.exit(1);
}

/** The first line of a piped stdin (`echo "$PASSWORD" | npm run admin:create -- …`). */
async function readPipedPassword(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0];
}

/** Reads a line from the terminal without echoing it. */
async function askPassword(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let value = '';
    const onData = (key: string) => {
      for (const char of key) {
        if (char === '\u0003') {
          process.stdout.write('\n');
          process.exit(130);
        } else if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        } else if (char === '\u007f' || char === '\b') {
          value = value.slice(0, -1);
        } else {
          value += char;
        }
      }
    };
    stdin.on('data', onData);
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
    },
  });
  const username = values.username?.trim();
  const firstName = values['first-name']?.trim();
  const lastName = values['last-name']?.trim();
  const email = values.email?.trim();
  if (!username || !firstName || !lastName || !email) {
    fail('usage: npm run admin:create -- --username U --first-name F --last-name L --email E [--password P]');
  }
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) fail(`"${email}" is not an e-mail address`);

  let password = values.password ?? loadSettings().ADMIN_PASSWORD;
  if (password === undefined && !process.stdin.isTTY) password = await readPipedPassword();
  if (password === undefined) {
    password = await askPassword(`Password for ${username}: `);
    const again = await askPassword('Repeat the password: ');
    if (again !== password) fail('the passwords differ');
  }
  if (password.length < minPasswordLength) fail(`the password must have at least ${minPasswordLength} characters`);

  const config = loadConfig();
  const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let id: number;
  try {
    await migrate(database.db);
    id = await createLocalAccount(database.db, { username, firstName, lastName, email, roleName: 'Admin', password });
  } catch (error) {
    await database.close();
    if ((error as { code?: string }).code === '23505') fail(`a user with the user name ${username} or the e-mail ${email} exists`);
    throw error;
  }
  await database.close();
  console.info(`Created administrator ${username} (id ${id}).`);
}

await main();
