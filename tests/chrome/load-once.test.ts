import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '@/lib/chrome/load-once';

describe('loadOnce', () => {
  it('starts the load once and gives every caller the same promise', async () => {
    const load = vi.fn(async () => 'chunk');
    const get = loadOnce(load);
    const [a, b] = [get(), get()];
    expect(a).toBe(b);
    expect(await a).toBe('chunk');
    expect(await get()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('chunk');
    const get = loadOnce(load as () => Promise<string>);
    await expect(get()).rejects.toThrow('offline');
    expect(await get()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
