/**
 * @file Says why a photo is in an answer, in words a person reads ("description mentions
 * 'launch'"). Pure; works on the row the store returned.
 */
import type { PhotoRow } from "../store/store";
import { findMention } from "../index/mentions";

type Explained = Pick<PhotoRow, "name" | "rel_dir" | "title" | "description" | "keywords" | "camera" | "taken_at"> &
  Partial<Pick<PhotoRow, "people" | "place" | "district" | "region" | "country" | "kind" | "search_text">>;

export { formatTaken } from "./format-taken";

/** One reason per query word, naming the field it was found in. */
export function wordReasons(row: Explained, words: string[]): string[] {
  const reasons: string[] = [];
  for (const word of words) {
    const reason = reasonFor(row, word);
    if (reason && !reasons.includes(reason)) reasons.push(reason);
  }
  return reasons;
}

function reasonFor(row: Explained, word: string): string | null {
  const inName = findMention(row.name.replace(/\.[^.]+$/, ""), word);
  if (inName) return `file name contains '${inName}'`;
  const folder = row.rel_dir.split("/").find((segment) => findMention(segment, word));
  if (folder) return `in folder '${folder}'`;
  const inTitle = row.title && findMention(row.title, word);
  if (inTitle) return `title mentions '${inTitle}'`;
  const inDescription = row.description && findMention(row.description, word);
  if (inDescription) return `description mentions '${inDescription}'`;
  const keyword = row.keywords.split("\n").find((k) => findMention(k, word));
  if (keyword) return `tagged '${keyword}'`;
  const person = row.people?.split("\n").find((name) => findMention(name, word));
  if (person) return `${person} is in it`;
  const place = [row.place, row.district, row.region, row.country].find((name) => name && findMention(name, word));
  if (place) return `taken in ${place}`;
  if (row.kind === "screenshot" && findMention("screenshot", word)) return "a screenshot";
  if (row.kind === "video" && findMention("video", word)) return "a video";
  if (row.camera && findMention(row.camera, word)) return `taken with ${row.camera}`;
  // What the models added: text read in the photo, and the things it looks like.
  const found = row.search_text && findMention(row.search_text, word);
  if (found) return `text or tags read in the photo mention '${found}'`;
  return null;
}
