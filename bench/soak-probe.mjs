// Loaded into the server by the soak benchmark (`node --import`): reports the process's memory over
// the IPC channel the benchmark opened, every second, without a route or any code in the server.
import { memoryUsage } from 'node:process';

if (process.send) {
  const timer = setInterval(() => {
    const { rss, heapUsed, heapTotal, external } = memoryUsage();
    process.send({ at: Date.now(), rss, heapUsed, heapTotal, external });
  }, 1000);
  timer.unref();
  process.channel?.unref();
}
