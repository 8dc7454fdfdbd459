/** How far the embedded map reaches either side of the school, in degrees. */
const SPAN = 0.01;

/** A coordinate as the school typed it, or null when it is empty or not a number in range. */
function degrees(value: string, limit: number): number | null {
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(value.trim())) return null;
  const number = Number(value);
  return Math.abs(number) <= limit ? number : null;
}

/**
 * OpenStreetMap's embed centred on the school, with a marker, and the link to its larger map;
 * null when the school has not given both coordinates as numbers (then the page shows no map).
 */
export function openStreetMap(latitude: string, longitude: string): { src: string; largerMapHref: string } | null {
  const lat = degrees(latitude, 90);
  const lon = degrees(longitude, 180);
  if (lat === null || lon === null) return null;
  const coordinate = (value: number) => value.toFixed(4);
  const bbox = [lon - SPAN, lat - SPAN, lon + SPAN, lat + SPAN].map(coordinate).join('%2C');
  return {
    src: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${coordinate(lat)}%2C${coordinate(lon)}`,
    largerMapHref: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=15/${lat}/${lon}`,
  };
}
