/**
 * @file A folder's path as the steps of a breadcrumb trail ("/", "home", "ana", "Pictures"),
 * each with the path it opens, for the folder picker. Runs in the renderer, which has no
 * `node:path`; the engine gives absolute paths in its platform's form (POSIX, or Windows with a
 * drive letter or a UNC share).
 */

export interface Crumb {
  /** What the step shows: a folder's name, or the drive's root as written ("/", "C:\"). */
  label: string;
  path: string;
}

export function folderCrumbs(folder: string): Crumb[] {
  const windows = /^[A-Za-z]:[\\/]|^\\\\/.test(folder);
  const separator = windows ? "\\" : "/";
  const root = windows ? (/^\\\\[^\\]+\\[^\\]+\\?/.exec(folder)?.[0] ?? folder.slice(0, 3)) : "/";
  const rootPath = root.endsWith(separator) ? root : `${root}${separator}`;
  const crumbs: Crumb[] = [{ label: rootPath, path: rootPath }];
  let at = rootPath;
  for (const name of folder.slice(root.length).split(/[\\/]/).filter(Boolean)) {
    at = at.endsWith(separator) ? `${at}${name}` : `${at}${separator}${name}`;
    crumbs.push({ label: name, path: at });
  }
  return crumbs;
}
