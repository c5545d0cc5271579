const r0 = process.memoryUsage().rss; const t0 = Date.now();
await import(process.argv[2]);
console.log(process.argv[2], ((process.memoryUsage().rss - r0) / 1048576).toFixed(0), 'MB', Date.now() - t0, 'ms', (process.memoryUsage().heapUsed/1048576).toFixed(0));
