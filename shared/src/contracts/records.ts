import type * as z from 'zod';
import type { AlumnusRecordSchema, EventRecordSchema, StaffRecordSchema } from './record-schemas';

/**
 * The records the public lists answer (docs/product.md#record-fields), as the API sends them. Media are
 * stored relative paths (a page loads them with mediaUrl); dates are ISO strings or null. The shapes are
 * the API's response schemas (record-schemas.ts); only their types are imported here, so this
 * module costs a bundle no zod.
 */
export type StaffRecord = z.infer<typeof StaffRecordSchema>;
export type AlumnusRecord = z.infer<typeof AlumnusRecordSchema>;
export type EventRecord = z.infer<typeof EventRecordSchema>;

type ImageSlot = 'img1' | 'img2' | 'img3' | 'img4' | 'img5' | 'img6' | 'img7' | 'img8';
type VideoSlot = 'video1' | 'video2' | 'video3' | 'video4';

export const IMAGE_FIELDS: readonly ImageSlot[] = ['img1', 'img2', 'img3', 'img4', 'img5', 'img6', 'img7', 'img8'];
export const VIDEO_FIELDS: readonly VideoSlot[] = ['video1', 'video2', 'video3', 'video4'];
