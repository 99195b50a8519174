/**
 * @file Tells screenshots from photos.
 *
 * Pure. A screenshot has no camera, and says what it is in its name ("Screenshot …",
 * "Screen Shot …", "Bildschirmfoto …", "Capture d’écran …"), in its EXIF comment (iOS writes
 * "Screenshot"), or by being a lossless image exactly the size of a common screen.
 */

const NAME = /^(screenshot|screen[ _-]?shot|scr(een)?_?\d|bildschirmfoto|capture d.[ée]cran|captura de pantalla|schermafbeelding|skjermbilde|снимок экрана|スクリーンショット)/i;

/** Sizes (either way up) that phones and monitors capture at. */
const SCREEN_SIZES = new Set([
  "1170x2532", "1179x2556", "1284x2778", "1290x2796", "1125x2436", "1242x2688", "828x1792", "750x1334", "1242x2208", "640x1136",
  "1080x1920", "1080x2340", "1080x2400", "1440x3200", "1440x3120", "1440x2960", "720x1600", "1080x2220",
  "1280x720", "1366x768", "1440x900", "1536x864", "1600x900", "1680x1050", "1920x1080", "1920x1200", "2560x1440",
  "2560x1600", "2880x1800", "3024x1964", "3456x2234", "3840x2160", "5120x2880", "2048x2732", "1668x2388", "1620x2160",
]);

export interface ScreenshotSignals {
  name: string;
  format: string;
  width: number;
  height: number;
  camera: string | null;
  userComment: string | null;
}

export function isScreenshot(s: ScreenshotSignals): boolean {
  if (s.camera) return false;
  if (NAME.test(s.name) || /screenshot/i.test(s.userComment ?? "")) return true;
  const size = `${Math.min(s.width, s.height)}x${Math.max(s.width, s.height)}`;
  const sorted = [...SCREEN_SIZES].map((v) => v.split("x").map(Number).sort((a, b) => a! - b!).join("x"));
  return (s.format === "png" || s.format === "webp") && sorted.includes(size);
}
