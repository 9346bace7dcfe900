import {
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_SIZE,
  PROFILE_IMAGE_TYPES,
} from '../../shared/schemas/profile.js';
import { DomainError } from '../domain-error.js';

type ImageType = (typeof PROFILE_IMAGE_TYPES)[number];

/** The type the first bytes of a file say it is, whatever its name or header claims. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

/** Larger pictures are refused before decoding (a small file can still unpack into a huge bitmap). */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Checks an uploaded photo (declared type, magic bytes, size) and makes the stored version: turned upright,
 * fitted into a PROFILE_IMAGE_SIZE square, flattened onto white, JPEG quality 80, without metadata (sharp
 * drops EXIF, GPS and the rest unless asked to keep it).
 */
export async function processProfileImage(body: unknown, declaredType: string | undefined): Promise<Buffer> {
  const type = (declaredType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!Buffer.isBuffer(body) || !(PROFILE_IMAGE_TYPES as readonly string[]).includes(type)) {
    throw new DomainError('IMAGE_TYPE');
  }
  if (body.length > PROFILE_IMAGE_MAX_BYTES) throw new DomainError('IMAGE_TOO_LARGE');
  if (sniffImageType(body) === null) throw new DomainError('IMAGE_TYPE');
  // loaded on first use: libvips costs ~80 ms at start, and most starts never see a photo
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch {
    // corrupt, truncated or too many pixels: not an image we can use
    throw new DomainError('IMAGE_TYPE');
  }
}
