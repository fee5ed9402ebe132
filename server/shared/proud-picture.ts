import sharp from 'sharp';

/**
 * The "proud donor" picture a donor may share (docs/decisions/064): a square PNG with their first
 * name, the milestone their donations reached and the community's name, nothing else of them.
 * An SVG made into a PNG by sharp (librsvg, which shapes Bengali through Pango and HarfBuzz with
 * the system's Noto Sans Bengali).
 */

export const PROUD_PICTURE_SIZE = 1080;

/** The first word of a name: all of a donor the picture shows. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const bengaliDigits = (n: number) =>
  String(n).replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)));

export function proudPictureSvg(p: { firstName: string; milestone: number; community: string }) {
  const size = PROUD_PICTURE_SIZE;
  const name = escapeXml(p.firstName.slice(0, 40));
  const community = escapeXml(p.community.slice(0, 80));
  const times = p.milestone === 1 ? 'donation' : 'donations';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#c62828"/><stop offset="1" stop-color="#8e0000"/>
  </linearGradient></defs>
  <rect width="${size}" height="${size}" fill="url(#bg)"/>
  <path d="M540 120 C540 120 420 270 420 350 A120 120 0 0 0 660 350 C660 270 540 120 540 120 Z" fill="#fff"/>
  <g font-family="Noto Sans Bengali, Noto Sans, sans-serif" fill="#fff" text-anchor="middle">
    <text x="540" y="590" font-size="96" font-weight="700">${name}</text>
    <text x="540" y="700" font-size="64" font-weight="700">${bengaliDigits(p.milestone)} বার রক্তদানের মাইলফলক</text>
    <text x="540" y="770" font-size="40">${p.milestone} ${times}: a blood donor's milestone</text>
    <text x="540" y="880" font-size="48">রক্ত দিন, জীবন বাঁচান</text>
    <text x="540" y="980" font-size="36" opacity="0.85">${community}</text>
  </g>
</svg>`;
}

/** The picture as PNG bytes. */
export function proudPicturePng(p: { firstName: string; milestone: number; community: string }) {
  return sharp(Buffer.from(proudPictureSvg(p)))
    .png()
    .toBuffer();
}
