import { describe, expect, it } from 'vitest';
import { isSafeUrl } from './urls';

describe('isSafeUrl', () => {
  it.each([
    'https://cdn.example.com/a.png',
    'http://example.com',
    'HTTPS://EXAMPLE.COM/x',
    '/posters/a.svg',
    '/',
  ])('accepts %s', (url) => expect(isSafeUrl(url)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:image/png;base64,AAAA',
    'vbscript:x',
    'ftp://example.com/a.png',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    '/\t/evil.example',
    'posters/a.svg',
    'https://',
    'https:evil.example',
    '',
  ])('refuses %j', (url) => expect(isSafeUrl(url)).toBe(false));
});
