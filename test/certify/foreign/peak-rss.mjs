// Preloaded into a kit run as a child process (node --import): at exit, writes the process's
// peak resident set size (process.resourceUsage().maxRSS, in kilobytes) to $VK_PEAK_RSS_FILE, so
// a test measures the kit's memory from outside without slowing it down.
import { writeFileSync } from 'node:fs';

const file = process.env.VK_PEAK_RSS_FILE;
if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS * 1024)));
