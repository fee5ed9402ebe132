// Makes the installed app's icons (web/public/icons/*.png, committed) from web/public/favicon.svg.
// Run again after changing the favicon: `node scripts/make-icons.mjs`.
import { readFile, mkdir } from 'node:fs/promises';
import sharp from 'sharp';

const out = 'web/public/icons';
const svg = await readFile('web/public/favicon.svg');
await mkdir(out, { recursive: true });

/** The drop on a white square, `scale` of its side (the rest is margin). */
async function icon(size, scale, background, file) {
  const inner = Math.round(size * scale);
  const drop = await sharp(svg, { density: Math.ceil((72 * inner) / 32) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: drop, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(`${out}/${file}`);
}

// "any" icons: the drop nearly fills the square, on white for launchers that show the square.
await icon(192, 0.84, '#ffffff', 'icon-192.png');
await icon(512, 0.84, '#ffffff', 'icon-512.png');
await icon(180, 0.8, '#ffffff', 'apple-touch-icon.png');
// Maskable: the launcher crops to a circle or a rounded square, keeping only the middle 80%;
// the drop stays inside it and the margin is the app's own white.
await icon(512, 0.6, '#ffffff', 'maskable-512.png');
console.log(`icons written to ${out}`);
