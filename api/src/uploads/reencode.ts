import sharp from 'sharp';
import { PAGE_PICTURE_SIDE } from '@school/shared/contracts/page-fields';
import { HttpError } from '../plugins/errors.js';
import { IMAGE_DIMENSIONS } from './multipart-form.js';

// One picture at a time per process: a 24-megapixel decode takes about 100 MB, and pages'
// pictures are uploaded rarely, by a school's admins.
sharp.concurrency(1);

/**
 * Re-encodes an uploaded picture as WebP of at most PAGE_PICTURE_SIDE pixels a side, turned
 * upright by its EXIF orientation. What a visitor downloads is then small, and carries nothing
 * of the original file: no camera data, no GPS position, no hidden payload.
 */
export async function reencodePicture(source: string, target: string): Promise<{ width: number; height: number }> {
  try {
    const info = await sharp(source, { limitInputPixels: IMAGE_DIMENSIONS.maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: PAGE_PICTURE_SIDE, height: PAGE_PICTURE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(target);
    return { width: info.width, height: info.height };
  } catch {
    throw new HttpError(400, 'The image could not be read: it is damaged or incomplete.');
  }
}
