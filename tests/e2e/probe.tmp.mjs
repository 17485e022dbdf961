import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
const server = spawn('node', ['serve.mjs'], { env: { ...process.env, PORT: '4196' }, stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 500));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const method of ['warnsdorff', 'closed']) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(`http://127.0.0.1:4196/nested/lab/?page=knights&size=8x8&start=a8&method=${method}&step=0`);
  await page.getByRole('button', { name: 'To end', exact: true }).waitFor();
  await page.getByLabel('Rows', { exact: true }).fill('1000');
  await page.getByLabel('Columns', { exact: true }).fill('1000');
  const t0 = performance.now();
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await page.getByRole('img', { name: /1000×1000 board, 0 of/ }).waitFor();
  const t1 = performance.now();
  await page.getByText(/^Total: [\d,]+ steps$/).waitFor({ timeout: 60000 });
  const t2 = performance.now();
  await page.getByRole('button', { name: 'To end', exact: true }).click();
  await page.getByRole('img', { name: /1,000,000 of 1,000,000/ }).waitFor({ timeout: 60000 });
  const t3 = performance.now();
  console.log(method, 'show→board', (t1 - t0).toFixed(0), 'scan done', (t2 - t0).toFixed(0), 'end drawn', (t3 - t0).toFixed(0));
  await page.close();
}
await browser.close(); server.kill();
