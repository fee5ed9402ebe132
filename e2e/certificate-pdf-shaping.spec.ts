import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import {
  lineOfTextPdf,
  systemFonts,
  type CertificateFonts,
} from '../server/shared/certificate-pdf.ts';

/**
 * The certificate PDF joins Bengali conjuncts as the browser does (docs/decisions/064): each line
 * is drawn by the server's PDF code and rendered to pixels by poppler's pdftoppm, the same text is
 * drawn by Chromium with the same font file, and the two inks must match in size and shape. The
 * control: with @fontsource's Noto Sans Bengali 3 (which pdfkit's fontkit shapes wrongly: ন্দ্র
 * comes apart), the same comparison tells the two drawings apart.
 */

const SIZE_PT = 54;
// pdftoppm at 96 dots an inch: a point is 96/72 pixels, as a CSS pixel is to a CSS point.
const SIZE_PX = (SIZE_PT * 96) / 72;
const SAMPLES = ['ক্ষমা', 'চন্দ্র', 'বস্ত্র', 'রক্তদানের সনদপত্র'];

type Ink = { width: number; height: number; pixels: Buffer };

/** The ink of a picture: cropped to what is not background, grey. */
async function inkOf(png: Buffer): Promise<Ink> {
  const { data, info } = await sharp(png)
    .flatten({ background: '#fff' })
    .trim({ background: '#fff', threshold: 40 })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, pixels: data };
}

/** How alike two inks are: the difference of widths, and the mean pixel difference (0 to 1). */
async function compare(a: Ink, b: Ink) {
  const resized = await sharp(b.pixels, { raw: { width: b.width, height: b.height, channels: 1 } })
    .resize(a.width, a.height, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  let sum = 0;
  for (let i = 0; i < a.pixels.length; i += 1) sum += Math.abs(a.pixels[i]! - resized[i]!);
  return {
    widthRatio: b.width / a.width,
    heightRatio: b.height / a.height,
    meanDifference: sum / a.pixels.length / 255,
  };
}

async function pdfInk(text: string, fonts: CertificateFonts, dir: string): Promise<Ink> {
  mkdirSync(dir, { recursive: true });
  const pdf = `${dir}/line.pdf`;
  writeFileSync(pdf, await lineOfTextPdf(text, SIZE_PT, fonts));
  execFileSync('pdftoppm', ['-png', '-r', '96', '-singlefile', pdf, `${dir}/line`]);
  return inkOf(readFileSync(`${dir}/line.png`));
}

async function browserInk(page: Page, text: string, fontFile: string): Promise<Ink> {
  const font = readFileSync(fontFile).toString('base64');
  await page.setContent(
    `<style>
      @font-face { font-family: Sample; src: url(data:font/ttf;base64,${font}); }
      body { margin: 0; background: #fff; }
      span { font: ${SIZE_PX}px Sample; color: #222; white-space: nowrap; padding: 40px; display: inline-block; }
    </style><span lang="bn">${text}</span>`,
  );
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check(`16px Sample`))).toBe(true);
  return inkOf(await page.locator('span').screenshot());
}

// Joined rightly, the inks differ by their edges' smoothing (at most 0.08 here); a conjunct left
// in pieces changes the width by a third and the pixels by 0.3.
function alike(c: Awaited<ReturnType<typeof compare>>) {
  return (
    Math.abs(c.widthRatio - 1) < 0.04 &&
    Math.abs(c.heightRatio - 1) < 0.06 &&
    c.meanDifference < 0.15
  );
}

test.use({ viewport: { width: 1600, height: 400 } });

test('Bengali conjuncts in the certificate PDF are joined as Chromium joins them', async ({
  page,
}, testInfo) => {
  const fonts = systemFonts();
  for (const text of SAMPLES) {
    const c = await compare(
      await browserInk(page, text, fonts.bengali),
      await pdfInk(text, fonts, testInfo.outputDir),
    );
    expect(alike(c), `${text}: ${JSON.stringify(c)}`).toBe(true);
  }
});

test('the comparison tells apart a PDF whose shaping is broken', async ({ page }, testInfo) => {
  // The newer font, whose ন্দ্র fontkit leaves in pieces (the browser joins it).
  const newer = createRequire(import.meta.url).resolve(
    '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff',
  );
  const fonts = { ...systemFonts(), bengali: newer };
  const c = await compare(
    await browserInk(page, 'চন্দ্র', newer),
    await pdfInk('চন্দ্র', fonts, testInfo.outputDir),
  );
  expect(alike(c), JSON.stringify(c)).toBe(false);
});
