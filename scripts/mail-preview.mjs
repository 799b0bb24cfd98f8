// Renders each mail template with example values and takes a screenshot of its HTML part in
// Chromium, light and dark (prefers-color-scheme), to look at before a template ships.
// Run after `npm run build` (it reads apps/api/dist): node scripts/mail-preview.mjs [outDir]
// Writes <mail>.html, <mail>.txt, <mail>.png and <mail>-dark.png; outDir defaults to a temp folder.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { fillSecrets } from '../apps/api/dist/mail/mail-secrets.js';
import { signInMail } from '../apps/api/dist/mail/templates/sign-in.js';

const outDir = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'mail-preview-'));
mkdirSync(outDir, { recursive: true });

const exampleLink =
  'https://portal.corner.example/login/confirm?token=q3VbZr8yKp2WcX0nLm5TfA7hJd4sGe9uRt1oYi6aBkM&returnTo=%2Fprojects';
const mails = {
  'sign-in-mail': await signInMail('customer@corner.example', exampleLink, new Date()),
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
});
try {
  for (const [name, mail] of Object.entries(mails)) {
    const values = mail.secrets?.values ?? {};
    const html = fillSecrets(mail.html, values, 'html');
    writeFileSync(join(outDir, `${name}.html`), html);
    writeFileSync(
      join(outDir, `${name}.txt`),
      `Subject: ${mail.subject}\n\n${fillSecrets(mail.text, values, 'text')}`,
    );
    for (const colorScheme of ['light', 'dark']) {
      const page = await browser.newPage({ viewport: { width: 640, height: 400 }, colorScheme });
      await page.setContent(html, { waitUntil: 'load' });
      const file = join(outDir, colorScheme === 'light' ? `${name}.png` : `${name}-dark.png`);
      await page.screenshot({ path: file, fullPage: true });
      await page.close();
    }
  }
} finally {
  await browser.close();
}
console.info(`mail previews in ${outDir}`);
