/**
 * @file Reads what a video says about itself (capture time, duration, frame size) with mp4box,
 * without reading the whole file.
 *
 * Runs in the engine's process. Videos are listed so a search can say they exist, but their
 * frames are not analysed yet; the `moov` box is found by following mp4box's requests for the
 * next byte range, which is a few small reads even when a phone wrote it at the end of the file.
 */
import fs from "node:fs/promises";
import { createFile, Log, MP4BoxBuffer } from "mp4box";

Log.setLogLevel(Log.error);

export interface VideoMetadata {
  /** Capture time as recorded: QuickTime times are UTC. */
  createdUtc: Date | null;
  durationS: number | null;
  width: number | null;
  height: number | null;
}

const CHUNK = 1 << 20;
/** QuickTime's epoch is 1904; a zero there means the camera never set its clock. */
const EARLIEST = Date.UTC(1971, 0, 1);

export async function readVideoMetadata(file: string): Promise<VideoMetadata | null> {
  const handle = await fs.open(file, "r");
  try {
    const { size } = await handle.stat();
    const parser = createFile();
    let info: ReturnType<typeof parser.getInfo> | null = null;
    parser.onReady = (movie) => (info = movie);
    let position = 0;
    for (let reads = 0; !info && position < size && reads < 64; reads++) {
      const chunk = Buffer.alloc(Math.min(CHUNK, size - position));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, position);
      if (bytesRead === 0) break;
      const next = parser.appendBuffer(MP4BoxBuffer.fromArrayBuffer(chunk.buffer.slice(0, bytesRead), position));
      position = next > position ? next : position + bytesRead;
    }
    parser.flush();
    const movie = info as ReturnType<typeof parser.getInfo> | null;
    if (!movie) return null;
    const video = movie.videoTracks[0];
    const created = movie.created instanceof Date && movie.created.getTime() > EARLIEST ? movie.created : null;
    return {
      createdUtc: created,
      durationS: movie.timescale > 0 ? movie.duration / movie.timescale : null,
      width: video ? video.track_width : null,
      height: video ? video.track_height : null,
    };
  } catch {
    return null;
  } finally {
    await handle.close();
  }
}
