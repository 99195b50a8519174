/**
 * @file A file or folder path as text that wraps at its separators ("/Users/ana/" then
 * "Pictures/2024/"), never in the middle of a folder's name unless that name alone is wider than
 * its box. Runs in the renderer.
 */
import { Fragment } from "react";

export function PathText({ path }: { path: string }) {
  // Each separator stays at the end of its line; a break may follow it.
  const parts = path.split(/(?<=[\\/])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </>
  );
}
