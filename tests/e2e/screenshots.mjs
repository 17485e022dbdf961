// Screenshots of the release build for a person to look at (not a test): each address at the
// given sizes, in headless Debian Chromium, written to $OUT (default ./screenshots).
// Usage: node screenshots.mjs '?n=8' '?mode=play&n=6' …   (sizes: $SIZES, e.g. "1280x720,390x844";
// keys pressed once the page has loaded: $KEYS, e.g. "f" for presenter mode; buttons clicked
// then, by name: $CLICK, e.g. "Hint")
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.js';

const PORT = 4199;
const OUT = process.env.OUT ?? 'screenshots';
const SIZES = (process.env.SIZES ?? '1280x720,390x844').split(',').map((s) => s.split('x').map(Number));
const server = spawn('node', ['serve.mjs'], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 500));
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  for (const query of process.argv.slice(2)) {
    for (const [width, height] of SIZES) {
      const page = await browser.newPage({ viewport: { width, height }, locale: 'en-US', colorScheme: process.env.SCHEME ?? 'light' });
      await page.goto(`http://127.0.0.1:${PORT}/nested/lab/${query}`);
      await page.waitForTimeout(Number(process.env.WAIT ?? 1200));
      const keys = (process.env.KEYS ?? '').split(',').filter(Boolean);
      for (const key of keys) await page.keyboard.press(key);
      const clicks = (process.env.CLICK ?? '').split(',').filter(Boolean);
      for (const name of clicks) await page.getByRole('button', { name, exact: true }).click();
      if (keys.length || clicks.length) await page.waitForTimeout(500);
      const pressed = [...keys, ...clicks].length ? `_${[...keys, ...clicks].join('').replace(/\W+/g, '')}` : '';
      const name = `${query.replace(/[^a-z0-9]+/gi, '_')}${pressed}_${width}x${height}.png`;
      await page.screenshot({ path: `${OUT}/${name}`, fullPage: process.env.FULL === '1' });
      console.log(`${OUT}/${name}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
}
