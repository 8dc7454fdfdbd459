/**
 * The records the public lists answer (spec section 3), as the API sends them. Media are
 * paths relative to the API host (see mediaUrl); dates are ISO strings or null.
 */
export interface StaffRecord {
  schoolStaffId: number;
  fullName: string;
  designation: string;
  qualification: string | null;
  phone1: string | null;
  email: string | null;
  roles: null;
  dob: string | number | null;
  staffType: string | null;
  active: boolean;
  profilePicUrl: string | null;
  schoolId: number;
}

export interface AlumnusRecord {
  alumniId: number;
  alumniName: string;
  email: string | null;
  dob: string | null;
  passOutYear: string | null;
  description: string | null;
  phone: string | null;
  photo: string | null;
  schoolId: number;
  active: boolean;
}

type ImageSlot = 'img1' | 'img2' | 'img3' | 'img4' | 'img5' | 'img6' | 'img7' | 'img8';
type VideoSlot = 'video1' | 'video2' | 'video3' | 'video4';

export type EventRecord = {
  activityGalleryid: number;
  title: string;
  activityDate: string;
  description: string;
  active: boolean;
  schoolId: number;
  schoolCode: string;
  createdBy: number | null;
  lastModifiedBy: number | null;
  createdDate: string;
  lastModifiedDate: string;
} & Record<ImageSlot | VideoSlot, string | null>;

export const IMAGE_FIELDS: readonly ImageSlot[] = ['img1', 'img2', 'img3', 'img4', 'img5', 'img6', 'img7', 'img8'];
export const VIDEO_FIELDS: readonly VideoSlot[] = ['video1', 'video2', 'video3', 'video4'];
