import sharp, { type Metadata } from 'sharp';
import { PAGE_PICTURE_SIDE } from '@school/shared/contracts/page-fields';
import { variantPath, variantWidths } from '@school/shared/contracts/picture-widths';
import { HttpError } from '../plugins/errors.js';

// One picture at a time per process: a 24-megapixel decode takes about 100 MB, and pictures
// are uploaded rarely, by a school's admins.
sharp.concurrency(1);

/**
 * The largest pictures accepted: every visitor's phone decodes them whole (4 bytes a pixel), so
 * a 20,000 × 20,000 PNG of 1 MB would cost each one 1.6 GB. A 12-megapixel phone photo
 * (4032 × 3024) or a 24-megapixel camera's fits.
 */
export const IMAGE_DIMENSIONS = { maxSide: 6000, maxPixels: 24_000_000 };

/**
 * The longest side of a staff member's or an alumnus's photo. The screens draw them only as
 * small squares the photo covers (staff list 56 px, alumni card 120 px, the admin's preview
 * 96 px): a 4:3 photo of 480 × 360 fills the largest three times over (a phone at density 3).
 * That is the narrowest copy's width (picture-widths.ts), so a portrait has no copies: it is
 * its own smallest file.
 */
export const PORTRAIT_SIDE = 480;

/**
 * Re-encodes an uploaded picture as WebP of at most `maxSide` pixels a side, turned upright by
 * its EXIF orientation, and writes its narrower copies beside `target` (writeVariants). What a
 * visitor downloads is then small, and carries nothing of the original file: no camera data, no
 * GPS position, no XMP, IPTC or comments, no hidden payload (sharp writes no metadata unless
 * asked to).
 */
export async function reencodePicture(source: string, target: string, maxSide = PAGE_PICTURE_SIDE): Promise<{ width: number; height: number }> {
  try {
    const info = await sharp(source, { limitInputPixels: IMAGE_DIMENSIONS.maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(target);
    await writeVariants(target, info.width, target);
    return { width: info.width, height: info.height };
  } catch {
    throw new HttpError(400, 'The image could not be read: it is damaged or incomplete.');
  }
}

/**
 * Whether a stored picture is already as reencodePicture makes them, from its header (sharp's
 * metadata, which decodes nothing): a WebP within `maxSide`, upright, with no EXIF, XMP, IPTC,
 * comment or colour profile (a camera's profile can name the camera).
 */
export function isReencoded(meta: Metadata, maxSide: number): boolean {
  const bare = !meta.exif && !meta.xmp && !meta.iptc && !meta.icc && !meta.comments?.length && (meta.orientation ?? 1) === 1;
  return meta.format === 'webp' && bare && meta.width <= maxSide && meta.height <= maxSide;
}

/** Writes the copy `width` pixels wide of a re-encoded picture (a WebP) to `file`. */
export async function writeVariant(picture: string, width: number, file: string): Promise<void> {
  // Made from the re-encoded picture, not the upload: it is decoded once, and at a third of
  // its width a second encoding's loss does not show.
  await sharp(picture, { failOn: 'error' }).resize({ width }).webp({ quality: 80 }).toFile(file);
}

/**
 * Writes every narrower copy of a re-encoded picture `width` pixels wide, each at the name
 * variantPath gives `target` (the picture's own name, or its temporary one).
 */
export async function writeVariants(picture: string, width: number, target: string): Promise<void> {
  for (const rung of variantWidths({ path: target, width })) await writeVariant(picture, rung, variantPath(target, rung));
}
