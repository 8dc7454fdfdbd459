/** A picture in two formats at several widths (keys are pixel widths, values URLs). */
export interface SiteImage {
  readonly alt: string;
  /** intrinsic size of the largest file, for width/height attributes (the aspect ratio) */
  readonly width: number;
  readonly height: number;
  readonly avif: Readonly<Record<number, string>>;
  readonly webp: Readonly<Record<number, string>>;
}

/** A srcset value from one format's files: "a.avif 480w, b.avif 960w". */
export function srcSet(files: Readonly<Record<number, string>>): string {
  return Object.entries(files)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
}
