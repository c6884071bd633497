import { describe, expect, it } from 'vitest';
import { describeDevice, networkOf } from './device';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome no Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge no Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari no macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
      'Chrome no iPhone',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet no Android',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox no Linux'],
    ['curl/8.5.0', 'Navegador desconhecido'],
    [null, 'Navegador desconhecido'],
  ])('%s → %s', (userAgent, words) => {
    expect(describeDevice(userAgent)).toBe(words);
  });
});

describe('networkOf', () => {
  it('keeps only the network of an address', () => {
    expect(networkOf('203.0.113.45')).toBe('203.0.113.x');
    expect(networkOf('::ffff:203.0.113.45')).toBe('203.0.113.x');
    expect(networkOf('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:…');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:…');
    expect(networkOf('desconhecido')).toBe('…');
  });
});
