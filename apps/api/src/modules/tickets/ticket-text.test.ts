import { describe, expect, it } from 'vitest';
import { eventPlace, eventWhenLines, slugify, ticketPdfFileName } from './ticket-text';

describe('ticket text', () => {
  it('writes the event day in long pt-BR form, in São Paulo time, with the show and gates times', () => {
    // 02:30 UTC on Sunday is still Saturday 23:30 in São Paulo.
    const eventDate = new Date('2026-03-15T02:30:00Z');
    expect(eventWhenLines({ eventDate, gatesOpenTime: '21:00', showStartTime: '22:30:00' })).toEqual([
      'Sábado, 14 de março de 2026, às 22:30',
      'Abertura dos portões às 21:00',
    ]);
    expect(eventWhenLines({ eventDate, gatesOpenTime: null, showStartTime: null })).toEqual([
      'Sábado, 14 de março de 2026, às 23:30',
    ]);
    // Midnight means "no time given".
    expect(
      eventWhenLines({ eventDate: new Date('2026-03-15T03:00:00Z'), gatesOpenTime: '', showStartTime: null }),
    ).toEqual(['Domingo, 15 de março de 2026']);
    expect(eventWhenLines({ eventDate: null, gatesOpenTime: '18:00', showStartTime: '20:00' })).toEqual([
      'Data a definir',
    ]);
  });

  it('joins venue, city and UF, leaving out what is missing', () => {
    expect(eventPlace({ venue: 'Parque do Peão', city: 'Barretos', state: 'SP' })).toBe(
      'Parque do Peão — Barretos/SP',
    );
    expect(eventPlace({ venue: null, city: 'Recife', state: 'PE' })).toBe('Recife/PE');
    expect(eventPlace({ venue: 'Arena', city: null, state: null })).toBe('Arena');
    expect(eventPlace({ venue: ' ', city: null, state: null })).toBe('');
  });

  it('makes ASCII slugs and header-safe file names', () => {
    expect(slugify('São João da Capital!')).toBe('sao-joao-da-capital');
    expect(slugify('Frevo & Maracatu — Marco Zero')).toBe('frevo-maracatu-marco-zero');
    expect(slugify('"; rm -rf /')).toBe('rm-rf');
    expect(slugify('🎉🎉')).toBe('evento');
    expect(slugify('a'.repeat(100))).toHaveLength(60);
    expect(ticketPdfFileName('Forró da Conceição', 'Ab-_9xyzQRST')).toBe(
      'ingresso-forro-da-conceicao-Ab-_9xyz.pdf',
    );
  });
});
