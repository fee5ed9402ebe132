import { existsSync } from 'node:fs';
import { generate } from 'lean-qr';
import PDFDocument from 'pdfkit';

/**
 * A certificate as a PDF (docs/decisions/064): A4 landscape, Bengali above English, what the
 * public check says and nothing more (the name, the milestone, the community, the date, the code),
 * a QR code of the public page, and "revoked" across it when it no longer stands.
 *
 * The fonts are the system's Noto Sans Bengali and Noto Sans (Debian's fonts-noto-core): pdfkit
 * shapes through fontkit, which joins ন্দ্র wrongly with the newer Noto Sans Bengali that
 * @fontsource ships (version 3) and rightly with this one (version 2). The shaping test
 * (certificate-pdf.test.ts) holds the drawing against Chromium's.
 */

export const CERTIFICATE_FONT_DIR = '/usr/share/fonts/truetype/noto';
const FONTS = {
  bengali: 'NotoSansBengali-Regular.ttf',
  bengaliBold: 'NotoSansBengali-Bold.ttf',
  latin: 'NotoSans-Regular.ttf',
  latinBold: 'NotoSans-Bold.ttf',
} as const;

/** The font files by role: the system's by default; a test draws with others. */
export type CertificateFonts = Record<keyof typeof FONTS, string>;
export const systemFonts = (dir = CERTIFICATE_FONT_DIR): CertificateFonts => ({
  bengali: `${dir}/${FONTS.bengali}`,
  bengaliBold: `${dir}/${FONTS.bengaliBold}`,
  latin: `${dir}/${FONTS.latin}`,
  latinBold: `${dir}/${FONTS.latinBold}`,
});

/** Whether this machine has the fonts the PDF needs. */
export function certificateFontsPresent(fonts = systemFonts()): boolean {
  return Object.values(fonts).every((file) => existsSync(file));
}

/** A new document with the fonts registered, and its bytes once it ends. */
function newDocument(fonts: CertificateFonts, options: PDFKit.PDFDocumentOptions) {
  const doc = new PDFDocument(options);
  for (const [name, file] of Object.entries(fonts)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

export type CertificateForPdf = {
  code: string;
  name: string;
  milestone: number;
  community: { bn: string; en: string };
  issuedAt: Date;
  revoked: boolean;
  /** The public page the QR code opens (…/c/{code}). */
  url: string;
};

const bengaliDigits = (n: number | string) =>
  String(n).replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)));

const day = (language: 'bn-BD' | 'en-GB', date: Date) =>
  new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Dhaka',
  }).format(date);

/** The certificate's words in both languages (the same as the page's, web/i18n/certificate.ts). */
const TEXT = {
  bn: {
    heading: 'রক্তদানের সনদপত্র',
    presentedTo: 'কৃতজ্ঞতার সাথে এই সনদ দেওয়া হলো',
    milestone: (n: number) => `${bengaliDigits(n)} বার রক্তদানের জন্য`,
    thanks: 'আপনার রক্ত মানুষের জীবন বাঁচিয়েছে। অসংখ্য ধন্যবাদ।',
    date: 'তারিখ',
    code: 'সনদ নম্বর',
    revoked: 'বাতিল',
  },
  en: {
    heading: 'Certificate of blood donation',
    presentedTo: 'With gratitude, this certificate is presented to',
    milestone: (n: number) => `for ${n} ${n === 1 ? 'donation' : 'donations'}`,
    thanks: 'Your blood has saved lives. Thank you.',
    date: 'Date',
    code: 'Certificate number',
    revoked: 'REVOKED',
  },
};

type Weight = 'regular' | 'bold';
const fontOf = (bengali: boolean, weight: Weight) =>
  bengali
    ? weight === 'bold'
      ? 'bengaliBold'
      : 'bengali'
    : weight === 'bold'
      ? 'latinBold'
      : 'latin';

const isBengali = (ch: string) => {
  const c = ch.codePointAt(0)!;
  return (c >= 0x0980 && c <= 0x09ff) || c === 0x0964 || c === 0x0965;
};
// Joiners and spaces belong to the run they stand in.
const isNeutral = (ch: string) => /[\s\u200c\u200d]/.test(ch);

/** The text cut into runs of one script each, so that each is drawn with a font that has it. */
export function scriptRuns(text: string): { text: string; bengali: boolean }[] {
  const runs: { text: string; bengali: boolean }[] = [];
  for (const ch of text) {
    const last = runs.at(-1);
    if (last && (isNeutral(ch) || isBengali(ch) === last.bengali)) last.text += ch;
    else runs.push({ text: ch, bengali: isNeutral(ch) ? false : isBengali(ch) });
  }
  return runs;
}

/** One line centred on `cx`, its runs in their fonts, made smaller until it fits `maxWidth`. */
function centredLine(
  doc: PDFKit.PDFDocument,
  text: string,
  o: { cx: number; y: number; size: number; maxWidth: number; weight?: Weight; color?: string },
) {
  const runs = scriptRuns(text);
  const weight = o.weight ?? 'regular';
  const widthAt = (size: number) =>
    runs.reduce(
      (w, r) => w + doc.font(fontOf(r.bengali, weight)).fontSize(size).widthOfString(r.text),
      0,
    );
  let size = o.size;
  while (size > 8 && widthAt(size) > o.maxWidth) size -= 1;
  let x = o.cx - widthAt(size) / 2;
  doc.fillColor(o.color ?? '#222');
  for (const r of runs) {
    doc.font(fontOf(r.bengali, weight)).fontSize(size);
    doc.text(r.text, x, o.y, { lineBreak: false });
    x += doc.widthOfString(r.text);
  }
}

/** The QR code of `text` drawn as squares, `size` points wide with its quiet zone, at (x, y). */
function qrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const code = generate(text);
  const cell = size / (code.size + 8);
  doc.save().rect(x, y, size, size).fill('#fff');
  for (let row = 0; row < code.size; row += 1)
    for (let col = 0; col < code.size; col += 1)
      if (code.get(col, row)) doc.rect(x + (col + 4) * cell, y + (row + 4) * cell, cell, cell);
  doc.fill('#000').restore();
}

/**
 * One line of text alone on a page `size` points high, drawn as the certificate draws its lines:
 * what the shaping test holds against the browser's drawing of the same text.
 */
export function lineOfTextPdf(
  text: string,
  size: number,
  fonts: CertificateFonts = systemFonts(),
): Promise<Buffer> {
  const width = size * (text.length + 2);
  const { doc, bytes } = newDocument(fonts, { size: [width, size * 2], margin: 0 });
  centredLine(doc, text, { cx: width / 2, y: size / 2, size, maxWidth: width });
  doc.end();
  return bytes;
}

/** The certificate's PDF, as bytes. */
export function certificatePdf(
  certificate: CertificateForPdf,
  fonts: CertificateFonts = systemFonts(),
): Promise<Buffer> {
  const { doc, bytes: done } = newDocument(fonts, {
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `${TEXT.bn.heading} / ${TEXT.en.heading}`,
      Author: certificate.community.en,
      Subject: certificate.code,
    },
  });

  const { width, height } = doc.page;
  const cx = width / 2;
  const inner = width - 160;
  const red = '#b3122e';
  doc
    .lineWidth(3)
    .strokeColor(red)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(1)
    .rect(32, 32, width - 64, height - 64)
    .stroke();

  const c = certificate;
  centredLine(doc, c.community.bn, { cx, y: 52, size: 20, maxWidth: inner, weight: 'bold' });
  centredLine(doc, c.community.en, { cx, y: 80, size: 13, maxWidth: inner, color: '#555' });
  centredLine(doc, TEXT.bn.heading, {
    cx,
    y: 112,
    size: 34,
    maxWidth: inner,
    weight: 'bold',
    color: red,
  });
  centredLine(doc, TEXT.en.heading, { cx, y: 160, size: 18, maxWidth: inner, color: red });
  centredLine(doc, TEXT.bn.presentedTo, { cx, y: 200, size: 15, maxWidth: inner });
  centredLine(doc, TEXT.en.presentedTo, { cx, y: 224, size: 12, maxWidth: inner, color: '#555' });
  centredLine(doc, c.name, { cx, y: 252, size: 34, maxWidth: inner, weight: 'bold' });
  doc
    .moveTo(cx - 200, 304)
    .lineTo(cx + 200, 304)
    .lineWidth(0.75)
    .strokeColor('#999')
    .stroke();
  centredLine(doc, TEXT.bn.milestone(c.milestone), {
    cx,
    y: 316,
    size: 20,
    maxWidth: inner,
    weight: 'bold',
  });
  centredLine(doc, TEXT.en.milestone(c.milestone), {
    cx,
    y: 346,
    size: 14,
    maxWidth: inner,
    color: '#555',
  });
  centredLine(doc, TEXT.bn.thanks, { cx, y: 376, size: 15, maxWidth: inner });
  centredLine(doc, TEXT.en.thanks, { cx, y: 402, size: 12, maxWidth: inner, color: '#555' });

  const left = 150;
  centredLine(doc, `${TEXT.bn.date}: ${bengaliDigits(day('bn-BD', c.issuedAt))}`, {
    cx: left + 80,
    y: 450,
    size: 13,
    maxWidth: 300,
  });
  centredLine(doc, `${TEXT.en.date}: ${day('en-GB', c.issuedAt)}`, {
    cx: left + 80,
    y: 472,
    size: 11,
    maxWidth: 300,
    color: '#555',
  });
  centredLine(doc, `${TEXT.bn.code} / ${TEXT.en.code}`, {
    cx: left + 80,
    y: 500,
    size: 11,
    maxWidth: 300,
    color: '#555',
  });
  centredLine(doc, c.code, { cx: left + 80, y: 518, size: 13, maxWidth: 300, weight: 'bold' });

  const qr = 110;
  qrCode(doc, c.url, width - 80 - qr, height - 70 - qr, qr);
  centredLine(doc, c.url, {
    cx: width - 80 - qr / 2,
    y: height - 66,
    size: 7,
    maxWidth: 220,
    color: '#555',
  });

  if (c.revoked) {
    doc
      .save()
      .rotate(-20, { origin: [cx, height / 2] })
      .opacity(0.35);
    centredLine(doc, `${TEXT.bn.revoked} · ${TEXT.en.revoked}`, {
      cx,
      y: height / 2 - 50,
      size: 90,
      maxWidth: width,
      weight: 'bold',
      color: red,
    });
    doc.restore();
  }
  doc.end();
  return done;
}
