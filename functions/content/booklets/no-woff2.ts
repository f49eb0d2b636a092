/**
 * Stands in for `brotli/decompress.js` in the booklet writer's bundle: fontkit needs Brotli only to
 * open WOFF2 fonts, and the booklets embed TrueType, so its ~470 KB dictionary stays out.
 */
export default function decompress(): never {
  throw new Error('The booklet writer embeds TrueType fonts only: WOFF2 is not supported.');
}
