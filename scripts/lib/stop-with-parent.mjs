/**
 * `npm start` runs its script through a shell that does not pass SIGTERM on: npm ends, and the
 * process it started is left behind on the shop's port. So the starting process's going is
 * taken as the signal: this process gets SIGTERM once (the server then stops as on SIGTERM,
 * finishing the requests in flight), on every platform. Checked twice a second; never keeps
 * the process alive by itself.
 */
export function stopWithParent() {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    process.kill(process.pid, 'SIGTERM');
  }, 500);
  watch.unref();
}
