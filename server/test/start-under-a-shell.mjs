// The server as `npm start` runs it (scripts/start.mjs): watched for its starting process's
// going, for test/app/process.test.ts. Its id first, so the test can watch it.
import { stopWithParent } from '../../scripts/lib/stop-with-parent.mjs';

console.log(`pid:${process.pid}`);
stopWithParent();
await import('../src/server.ts');
