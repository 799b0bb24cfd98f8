import type { Page } from '@playwright/test';

/** A stroke across the signature box, as a finger or a mouse draws it. */
export async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: /Draw your signature/ });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(
      box.x + 20 + step * ((box.width - 40) / 12),
      box.y + box.height * (0.7 - 0.4 * Math.sin(step / 2)),
    );
  }
  await page.mouse.up();
}
