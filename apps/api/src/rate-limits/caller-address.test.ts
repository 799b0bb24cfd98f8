import { describe, expect, it } from 'vitest';
import { addressKey } from './caller-address.js';

describe('addressKey: what per-address limits count', () => {
  it('counts an IPv6 address by its /64, however it is written', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0000:0000:0000:0abc',
      '2001:db8:1:2:a:b:1.2.3.4',
      'fe80::1%eth0',
    ].map(addressKey);
    expect(keys.slice(0, 4)).toEqual(Array(4).fill('2001:db8:1:2::/64'));
    expect(keys[4]).toBe('fe80:0:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves IPv4 as it is and counts an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::FFFF:c000:0207')).toBe('192.0.2.7');
    expect(addressKey('192.0.2.8')).not.toBe(addressKey('192.0.2.7'));
  });

  it('leaves what is not an address as it is', () => {
    expect(addressKey('')).toBe('');
    expect(addressKey('not-an-address')).toBe('not-an-address');
  });
});
