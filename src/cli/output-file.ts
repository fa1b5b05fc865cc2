/**
 * Files the CLI writes (`--out`, `--next`, `--svg`, `new`): every path is checked before any work
 * is done, so a long match is never played only to be lost at the end, and a file is written whole
 * or not at all (to a temporary file beside it, flushed, then renamed over the name), so a full disk
 * or a killed process never leaves half a file under the name asked for. An existing file is not
 * replaced unless the user says so (`--force`).
 */
import { accessSync, closeSync, constants, fsyncSync, openSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** A path the CLI cannot write: the path and the reason, for a bad-input exit (2). */
export class OutputError extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${path}: cannot be written (${reason})`);
    this.name = 'OutputError';
  }
}

/** What an operating system's error code means for a file the user asked us to write. */
function reasonOf(e: unknown): string {
  const code = (e as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ENOENT':
      return 'its folder does not exist';
    case 'ENOTDIR':
      return 'a part of the path is not a folder';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EROFS':
      return 'the file system is read-only';
    case 'ENOSPC':
      return 'the disk is full';
    case 'EDQUOT':
      return 'the disk quota is used up';
    case 'EISDIR':
      return 'it is a folder';
    case 'ENAMETOOLONG':
      return 'the name is too long';
    default:
      return typeof code === 'string' ? code : e instanceof Error ? e.message : String(e);
  }
}

/**
 * Checks, before any work, that `path` can be written as a new file: its folder exists and is
 * writable, and the path is not a folder; an existing file is refused unless `replace`.
 */
export function checkOutputPath(path: string, replace = false): void {
  if (path === '') throw new OutputError('(empty path)', 'no file name given');
  let st;
  try {
    st = statSync(path);
  } catch (e) {
    if ((e as { code?: unknown }).code !== 'ENOENT') throw new OutputError(path, reasonOf(e));
  }
  if (st?.isDirectory()) throw new OutputError(path, 'it is a folder');
  if (st && !st.isFile()) throw new OutputError(path, 'it is not a regular file');
  if (st && !replace) throw new OutputError(path, 'it exists already; not replaced (add --force to replace it)');
  const folder = dirname(path);
  let dir;
  try {
    dir = statSync(folder);
  } catch (e) {
    throw new OutputError(path, reasonOf(e));
  }
  if (!dir.isDirectory()) throw new OutputError(path, `${folder} is not a folder`);
  try {
    accessSync(folder, constants.W_OK);
  } catch (e) {
    throw new OutputError(path, `its folder ${folder}: ${reasonOf(e)}`);
  }
}

/**
 * Writes `text` to `path` whole or not at all: a temporary file in the same folder, flushed to the
 * disk, then renamed over `path` (a rename within one folder is atomic). On any failure the
 * temporary file is removed and an OutputError names the path and the reason.
 */
export function writeWhole(path: string, text: string): void {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now().toString(36)}.partial`);
  let fd: number | null = null;
  try {
    fd = openSync(tmp, 'wx', 0o644);
    const bytes = Buffer.from(text, 'utf8');
    for (let off = 0; off < bytes.length;) off += writeSync(fd, bytes, off, bytes.length - off);
    fsyncSync(fd);
    closeSync(fd);
    fd = null;
    renameSync(tmp, path);
  } catch (e) {
    if (fd !== null) closeSync(fd);
    try {
      unlinkSync(tmp);
    } catch {
      /* never created, or already gone */
    }
    throw new OutputError(path, reasonOf(e));
  }
}
