import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w,h,name] of [[1280,800,'desk'],[360,740,'phone']] as const) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  page.on('console', m => console.log('console', m.text()));
  await page.goto(`http://localhost:4250/flows/?flow=checkout-provider&view=usage`);
  await page.waitForSelector('[data-testid=flow-diagram] svg .figure');
  await page.screenshot({ path: `/tmp/atl/${name}.png`, fullPage: false });
  await page.screenshot({ path: `/tmp/atl/${name}-full.png`, fullPage: true });
  const box = await page.getByTestId('flow-diagram').locator('svg').boundingBox();
  const frame = await page.getByRole('region', { name: /scrollable/ }).boundingBox();
  console.log(name, JSON.stringify(box), JSON.stringify(frame));
}
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(`http://localhost:4250/flows/`);
await page.waitForTimeout(1500);
await page.screenshot({ path: `/tmp/atl/index.png`, fullPage: true });
await browser.close();
