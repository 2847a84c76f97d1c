import { describe, expect, it } from 'vitest';
import { apiUrl, marketplaceUrl, requireText, resolveApiBase, resolveTarget } from './options';

describe('resolveApiBase', () => {
  it('keeps an absolute address without its trailing slash, query or hash', () => {
    expect(resolveApiBase('https://bilheteria.example/api/')).toBe('https://bilheteria.example/api');
    expect(resolveApiBase('http://127.0.0.1:3000/api?x=1#y')).toBe('http://127.0.0.1:3000/api');
  });

  it("reads a relative address against the page's", () => {
    expect(resolveApiBase('/api', 'https://loja.example/shows/index.html')).toBe('https://loja.example/api');
  });

  it('refuses what is not an http(s) address, in pt-BR', () => {
    expect(() => resolveApiBase(undefined)).toThrow('informe apiBase');
    expect(() => resolveApiBase('  ')).toThrow('informe apiBase');
    expect(() => resolveApiBase('javascript:alert(1)')).toThrow('deve ser um endereço http(s)');
    expect(() => resolveApiBase('http://[::1', 'https://x.example/')).toThrow('apiBase inválido');
  });
});

describe('marketplaceUrl', () => {
  it("reads the marketplace's own paths (posters) against the API's address, not the embedding page's", () => {
    expect(marketplaceUrl('http://127.0.0.1:3000/api', '/posters/forro.svg')).toBe(
      'http://127.0.0.1:3000/posters/forro.svg',
    );
    expect(marketplaceUrl('https://b.example/bilheteria/api', '/meus-ingressos')).toBe(
      'https://b.example/meus-ingressos',
    );
  });

  it('keeps absolute addresses and gives null for none', () => {
    expect(marketplaceUrl('https://b.example/api', 'https://cdn.example/p.png')).toBe(
      'https://cdn.example/p.png',
    );
    expect(marketplaceUrl('https://b.example/api', null)).toBeNull();
    expect(marketplaceUrl('https://b.example/api', '')).toBeNull();
  });
});

describe('apiUrl', () => {
  it('puts a path under the base', () => {
    expect(apiUrl('https://b.example/api', '/tickets/abc/pdf')).toBe('https://b.example/api/tickets/abc/pdf');
    expect(apiUrl('https://b.example/api', 'health')).toBe('https://b.example/api/health');
  });
});

describe('requireText and resolveTarget', () => {
  it('require a value and an element that exists', () => {
    expect(requireText(' e1 ', 'eventId')).toBe('e1');
    expect(() => requireText('', 'eventId')).toThrow('a opção eventId é obrigatória');
    const element = document.createElement('section');
    element.id = 'alvo';
    document.body.append(element);
    expect(resolveTarget('#alvo')).toBe(element);
    expect(resolveTarget(element)).toBe(element);
    expect(() => resolveTarget('#nada')).toThrow('nenhum elemento corresponde ao seletor "#nada"');
    expect(() => resolveTarget({} as Element)).toThrow('informe o elemento');
    element.remove();
  });
});
