/** Resolves once the browser has painted a frame with what is in the page now. */
export const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
