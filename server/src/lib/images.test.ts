import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { IMAGE_BUSY_MESSAGE, IMAGE_WORK_CONCURRENCY, IMAGE_WORK_MAX_WAITING, queueImageWork } from './images';

describe('the image queue', () => {
  it('runs one piece of image work at a time and refuses (503) past the waiting bound', async () => {
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const work = () =>
      new Promise<void>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve();
        });
      });
    const queued = Array.from({ length: IMAGE_WORK_CONCURRENCY + IMAGE_WORK_MAX_WAITING }, () =>
      queueImageWork(work),
    );
    const refused = await queueImageWork(work).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ kind: 'unavailable', message: IMAGE_BUSY_MESSAGE, statusCode: 503 });
    // Let every queued piece finish, one after the other, as each gets its turn.
    for (let finished = 0; finished < queued.length;) {
      await new Promise(setImmediate);
      const release = releases.shift();
      if (!release) continue;
      release();
      finished += 1;
    }
    await Promise.all(queued);
    expect(most).toBe(IMAGE_WORK_CONCURRENCY);
  });
});
