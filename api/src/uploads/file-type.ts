/** The media types the site accepts (docs/product.md#upload-limits), decided from a file's first bytes. */
export type MediaType = 'image/jpeg' | 'image/png' | 'image/webp' | 'video/mp4' | 'video/webm' | 'application/pdf';

export const EXTENSION: Record<MediaType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'application/pdf': 'pdf',
};

/** Bytes needed to tell these types apart. */
export const SNIFF_BYTES = 16;

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (bytes: Buffer, text: string, offset: number) => bytes.toString('latin1', offset, offset + text.length) === text;

/**
 * The type a file really is, whatever its name or declared type says: the signatures of JPEG,
 * PNG, WebP (RIFF....WEBP), MP4 (an ISO-BMFF `ftyp` box), WebM (an EBML header) and PDF.
 */
export function sniff(bytes: Buffer): MediaType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 'RIFF', 0) && ascii(bytes, 'WEBP', 8)) return 'image/webp';
  if (ascii(bytes, 'ftyp', 4)) return 'video/mp4';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (ascii(bytes, '%PDF-', 0)) return 'application/pdf';
  return null;
}
