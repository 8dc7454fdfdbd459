import sharp from 'sharp';
import { PAGE_PICTURE_SIDE } from '@school/shared/contracts/page-fields';
import { variantPath, variantWidths } from '@school/shared/contracts/picture-widths';
import { HttpError } from '../plugins/errors.js';
import { IMAGE_DIMENSIONS } from './multipart-form.js';

// One picture at a time per process: a 24-megapixel decode takes about 100 MB, and pages'
// pictures are uploaded rarely, by a school's admins.
sharp.concurrency(1);

/**
 * Re-encodes an uploaded picture as WebP of at most PAGE_PICTURE_SIDE pixels a side, turned
 * upright by its EXIF orientation, and writes its narrower copies beside `target`
 * (writeVariants). What a visitor downloads is then small, and carries nothing of the original
 * file: no camera data, no GPS position, no hidden payload.
 */
export async function reencodePicture(source: string, target: string): Promise<{ width: number; height: number }> {
  try {
    const info = await sharp(source, { limitInputPixels: IMAGE_DIMENSIONS.maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: PAGE_PICTURE_SIDE, height: PAGE_PICTURE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(target);
    await writeVariants(target, info.width, target);
    return { width: info.width, height: info.height };
  } catch {
    throw new HttpError(400, 'The image could not be read: it is damaged or incomplete.');
  }
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
