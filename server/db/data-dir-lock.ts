/**
 * PGlite takes no lock on its folder, and two processes writing one folder corrupt it.
 * The server therefore holds an exclusive lock file naming its PID; a second process is
 * refused while that PID is alive, and a lock left by a killed process is taken over.
 */
import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The database folder ${dataDir} is already in use by another Clover process (PID ${ownerPid}). ` +
        "Stop that process first, or start this one with a different DATA_DIR.",
    );
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it still holds the folder.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "clover.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(lockPath, "utf8").trim() === String(process.pid))
              fs.unlinkSync(lockPath);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const ownerPid = Number.parseInt(fs.readFileSync(lockPath, "utf8").trim(), 10);
      if (Number.isInteger(ownerPid) && ownerPid !== process.pid && isAlive(ownerPid)) {
        throw new DataDirLockedError(dataDir, ownerPid);
      }
      // Stale lock from a process that died without cleaning up (kill -9, power loss).
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the database folder ${dataDir}.`);
}
