/**
 * The parsed content of a JSON data block (`<script type="application/json" id=…>`) the web
 * server put in the page, or undefined when there is none, it is empty, or it is not JSON (a
 * page served as built still holds the server's directive there).
 */
export function dataBlock(id: string): unknown {
  const text = document.getElementById(id)?.textContent?.trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
