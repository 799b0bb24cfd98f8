import { describe, expect, it } from 'vitest';
import { DecodeQueue, QueueFullError } from './decode-queue.js';

/** A task that stays running until `finish()` is called. */
function heldTask() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { finish, task: () => done };
}

describe('DecodeQueue', () => {
  it('runs at most `running` tasks at once, the rest in order as turns free up', async () => {
    const queue = new DecodeQueue({ running: 2, waiting: 10 });
    let now = 0;
    let most = 0;
    const order: number[] = [];
    const tasks = Array.from({ length: 8 }, (_, index) =>
      queue.run(async () => {
        now += 1;
        most = Math.max(most, now);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(index);
        now -= 1;
        return index * 10;
      }),
    );
    expect(await Promise.all(tasks)).toEqual([0, 10, 20, 30, 40, 50, 60, 70]);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a task at once when the line is full, and takes tasks again once it moves', async () => {
    const queue = new DecodeQueue({ running: 1, waiting: 1 });
    const first = heldTask();
    const second = heldTask();
    const running = queue.run(first.task);
    const waiting = queue.run(second.task);
    expect(queue.size).toEqual({ running: 1, waiting: 1 });
    await expect(queue.run(async () => 'late')).rejects.toBeInstanceOf(QueueFullError);
    first.finish();
    await running;
    expect(queue.size).toEqual({ running: 1, waiting: 0 });
    const third = queue.run(async () => 'third');
    second.finish();
    await waiting;
    expect(await third).toBe('third');
  });

  it('frees the turn of a task that fails', async () => {
    const queue = new DecodeQueue({ running: 1, waiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
