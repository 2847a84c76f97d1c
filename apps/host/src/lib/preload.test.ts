import { afterEach, describe, expect, it } from 'vitest';
import { preloadImage } from './preload';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    as: link.getAttribute('as'),
    href: link.href,
    fetchpriority: link.getAttribute('fetchpriority'),
  }));

afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

describe('preloadImage', () => {
  it('adds one high-priority image preload per address, resolved against the page', () => {
    preloadImage('/posters/banner-1.svg');
    preloadImage(`${window.location.origin}/posters/banner-1.svg`);
    preloadImage('https://cdn.example.com/poster.jpg');
    expect(preloads()).toEqual([
      { as: 'image', href: `${window.location.origin}/posters/banner-1.svg`, fetchpriority: 'high' },
      { as: 'image', href: 'https://cdn.example.com/poster.jpg', fetchpriority: 'high' },
    ]);
  });

  it('does nothing without an address', () => {
    preloadImage(undefined);
    preloadImage(null);
    preloadImage('');
    expect(preloads()).toEqual([]);
  });
});
