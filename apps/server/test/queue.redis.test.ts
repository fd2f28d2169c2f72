import { Redis } from 'ioredis';
import { BullJobQueue } from '../src/queue/bullmq-job-queue.js';
import { redis, uniqueName } from './support/backends.js';
import { queueContract } from './queue.contract.js';

queueContract(
  'BullMQ on Redis',
  () => {
    const base = uniqueName('test');
    return Promise.resolve({
      // A key prefix per space: queues opened with the same space share one BullMQ queue.
      open: (space, options) => Promise.resolve(new BullJobQueue({ ...options, redisUrl: redis.url, prefix: `${base}:${space}` })),
      async destroy() {
        const client = new Redis(redis.url);
        const keys = await client.keys(`${base}:*`);
        if (keys.length) await client.del(...keys);
        client.disconnect();
      },
    });
  },
  { skip: redis.skip },
);
