import { useEffect, useRef } from 'react';

interface QrCodeProps {
  /** The QR code as an SVG document (the API draws it). */
  svg: string;
  label: string;
  size: number;
  className?: string;
}

/**
 * A QR code drawn by the API, shown as a picture from a `blob:` address: the production
 * Content-Security-Policy allows those (`img-src … blob:`) and blocks `data:` ones. A picture, not
 * markup put into the page: nothing in the SVG can run or restyle the page.
 */
export function QrCode({ svg, label, size, className }: QrCodeProps) {
  const picture = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    picture.current!.src = url;
    return () => URL.revokeObjectURL(url);
  }, [svg]);
  return <img ref={picture} className={className} alt={label} width={size} height={size} />;
}
