import { describe, expect, it } from 'vitest';
import { flattenValues, substituteValues } from '@/lib/mdx/values.mjs';

describe('platform values', () => {
  it('joins grouped keys with dots and keeps top-level keys as they are', () => {
    const flat = flattenValues({ chainId: 'c-1', tsClient: { version: '9.9.9', testnet: { rpc: 'http://rpc.example' } } });
    expect(flat).toEqual({ chainId: 'c-1', 'tsClient.version': '9.9.9', 'tsClient.testnet.rpc': 'http://rpc.example' });
  });

  it('rejects a value that is neither a string nor a group, naming its JSON pointer', () => {
    expect(() => flattenValues({ tsClient: { ports: [1, 2] } })).toThrowError(
      /^lib\/mdx\/platform-values\.json#\/tsClient\/ports: a platform value must be a string/,
    );
    expect(() => flattenValues({ decimals: 6 })).toThrowError(/#\/decimals:/);
  });

  it('substitutes a grouped token and reports an unknown one with its offset', () => {
    const unknown: Array<[string, number]> = [];
    const out = substituteValues('RPC %%tsClient.testnetRpc%%, %%tsClient.nope%%', (key, offset) => unknown.push([key, offset]));
    expect(out).toMatch(/^RPC http:\/\/rpc\.testnet\./);
    expect(out).toContain('%%tsClient.nope%%');
    expect(unknown).toEqual([['tsClient.nope', 'RPC %%tsClient.testnetRpc%%, '.length]]);
  });
});
