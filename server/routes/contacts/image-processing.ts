import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '../../../common/constants.ts';
import { CONTACT_MESSAGES } from '../../../common/schemas/contacts.ts';
import { ERROR_CODES } from '../../../common/error-codes.ts';
import { badRequest } from '../../http-errors.ts';

/** Contact cards are small; a larger photo only costs the visitors' mobile data. */
const MAX_SIDE = 800;
/** Refuses decompression bombs: a small file that would decode into a huge bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;

type ImageKind = 'jpeg' | 'png';

/** The file's real type from its first bytes; the name and the declared type are not trusted. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'png';
  return null;
}

/**
 * Checks an uploaded image and re-encodes it: JPEG or PNG by content, at most 1,000,000 bytes,
 * turned upright, at most 800 px a side, and written afresh so that no metadata (EXIF, GPS
 * position, camera, comments) survives. Throws a 400 naming the field 'image' otherwise.
 */
export async function cleanImage(bytes: Buffer): Promise<{ contentType: string; bytes: Buffer }> {
  if (bytes.length === 0)
    throw badRequest(CONTACT_MESSAGES.imageRequired, 'image', ERROR_CODES.IMAGE_REQUIRED);
  if (bytes.length > IMAGE_MAX_BYTES)
    throw badRequest(CONTACT_MESSAGES.imageTooLarge, 'image', ERROR_CODES.IMAGE_TOO_LARGE);
  const kind = sniffImage(bytes);
  if (!kind) throw badRequest(CONTACT_MESSAGES.imageType, 'image', ERROR_CODES.IMAGE_TYPE);
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const output =
      kind === 'jpeg'
        ? await pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer()
        : await pipeline.png({ compressionLevel: 9 }).toBuffer();
    return { contentType: kind === 'jpeg' ? 'image/jpeg' : 'image/png', bytes: output };
  } catch {
    throw badRequest('The image could not be read', 'image', ERROR_CODES.IMAGE_UNREADABLE);
  }
}
