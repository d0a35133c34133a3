import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { findDemoLogins, demoPassword } from './seed/demo.js';
import { demoExamPassword } from './seed/demo-exams.js';

const config = loadConfig();
const app = await buildApp({ config });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    // Stops accepting connections, lets running requests finish, then closes the database (onClose).
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });

const lines = [`ExamHall is running at ${config.publicUrl} (API: ${config.publicUrl}/api, docs: ${config.publicUrl}/api/docs)`];
const logins = await findDemoLogins(app.database.db);
if (logins.length > 0) {
  lines.push('Demo logins (the demo passwords are for trying ExamHall out only; do not keep them in production):');
  for (const login of logins) lines.push(`  ${login.username.padEnd(8)} / ${demoPassword}   ${login.roleName}`);
  if (logins.some((login) => login.roleName === 'Student')) {
    lines.push(`The demo exam "Lab 2" (Databases) asks for the password ${demoExamPassword}; "Lab 1" asks for none.`);
  }
}
console.info(lines.join('\n'));
