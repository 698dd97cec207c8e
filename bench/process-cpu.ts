import fs from 'node:fs';

/** Linux counts a process's CPU time in /proc in ticks of a hundredth of a second. */
const TICKS_PER_SECOND = 100;

/** The user and system CPU time, in seconds, in one `/proc/<pid>/stat` line. */
function cpuSecondsIn(stat: string): number {
  // The command name, in parentheses, may hold spaces: the fields are counted after it.
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** The CPU time a running process has used so far, in seconds. */
export function processCpuSeconds(pid: number): number {
  return cpuSecondsIn(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

/**
 * The CPU time of every process of this machine with this command name (`postgres`: the database
 * server's processes), in seconds; a process that ends while they are read is left out.
 */
export function commandCpuSeconds(command: string): number {
  let seconds = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    if (stat.includes(` (${command}) `)) seconds += cpuSecondsIn(stat);
  }
  return seconds;
}
