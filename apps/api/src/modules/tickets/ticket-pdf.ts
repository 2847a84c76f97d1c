import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import iconv from 'iconv-lite';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { meiaEntradaBringLine } from '@bilheteria/rules';
import type { PrintableTicket } from './tickets-repository';
import { eventPlace, eventWhenLines } from './ticket-text';

/*
 * One A4 page per ticket. The QR code carries the ticket's STATIC signed token (a printed page cannot rotate);
 * it is drawn as vector squares, so it stays sharp at any print resolution, 6 cm wide (scanners need ≥ 4 cm).
 */

/** A font pdfkit embeds: parsed once (fontkit), or the name of a PDF standard font. */
type PdfFont = string | fontkit.Font;

interface FontSet {
  regular: PdfFont;
  bold: PdfFont;
  mono: PdfFont;
}

export interface PdfFonts {
  /** The PDF standard fonts: nothing to embed, every character of Windows-1252 (all of Portuguese). */
  standard: FontSet;
  /** DejaVu Sans, embedded: for a ticket with a character beyond Windows-1252 (a "Nguyễn", a "Łukasz"). */
  unicode?: FontSet;
  /** Whether DejaVu Sans was found (else a name beyond Windows-1252 prints with missing letters). */
  embedded: boolean;
}

const DEJAVU_DIR = '/usr/share/fonts/truetype/dejavu';

const STANDARD_FONTS: FontSet = { regular: 'Helvetica', bold: 'Helvetica-Bold', mono: 'Courier' };

/**
 * DejaVu Sans (Debian's fonts-dejavu-core) when installed, parsed once. Given a file name, pdfkit reads and
 * parses it again for every document: that was more than half of a ticket's drawing time (median 129 → 51 ms a
 * PDF, same loaded machine), and the mail worker draws one PDF per ticket it sends.
 */
export function findPdfFonts(directory = DEJAVU_DIR): PdfFonts {
  const files = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSansMono.ttf'].map((name) =>
    path.join(directory, name),
  );
  if (!files.every((file) => existsSync(file))) return { standard: STANDARD_FONTS, embedded: false };
  const [regular, bold, mono] = files.map((file) => fontkit.create(readFileSync(file)) as fontkit.Font);
  return {
    standard: STANDARD_FONTS,
    unicode: { regular: regular!, bold: bold!, mono: mono! },
    embedded: true,
  };
}

/** Whether the standard fonts can print every text: each survives a trip through Windows-1252 (WinAnsi). */
const printableWithStandardFonts = (texts: readonly string[]) =>
  texts.every((text) => iconv.decode(iconv.encode(text, 'win1252'), 'win1252') === text);

/**
 * The standard fonts when they can print every text of the ticket, else the embedded DejaVu. A subset of DejaVu
 * is built, compressed and shaped for every document: without it a ticket draws in 4.9 ms instead of 7.7 and
 * weighs 7 KB instead of 31 (the mail worker draws one per ticket, under a webhook storm a thousand at once).
 */
function fontsFor(fonts: PdfFonts, texts: readonly string[]): FontSet {
  return fonts.unicode && !printableWithStandardFonts(texts) ? fonts.unicode : fonts.standard;
}

const CM = 72 / 2.54;
const QR_SIZE = 6 * CM;
const MARGIN = 2 * CM;
const INK = '#111827';
const MUTED = '#4b5563';
const ACCENT = '#4f46e5';

/** The QR code of `text` as filled squares, `size` points wide, with its top-left corner at (x, y). */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  // Byte mode outright: a token is base64url, so looking for cheaper segments only costs time (1.2 → 0.5 ms).
  const { modules } = QRCode.create([{ data: new TextEncoder().encode(text), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
  });
  const quietZone = 2;
  const cell = size / (modules.size + 2 * quietZone);
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) {
        // A hair of overlap so viewers do not show seams between neighbouring squares.
        doc.rect(x + (col + quietZone) * cell, y + (row + quietZone) * cell, cell + 0.05, cell + 0.05);
      }
    }
  }
  doc.fill('#000000');
  doc.restore();
}

export interface TicketPdfInput {
  ticket: PrintableTicket;
  /** What the QR code encodes: the static token. */
  qrText: string;
  fonts: PdfFonts;
}

const HEADING = 'BILHETERIA · INGRESSO';
const NOTICE =
  'Apresente este QR code na entrada do evento, impresso ou na tela do celular. Ele vale um único acesso: ' +
  'não compartilhe nem publique este ingresso.';

/** The ticket's PDF, whole in memory (a page is a few kilobytes, plus a font subset beyond Windows-1252). */
export function renderTicketPdf({ ticket, qrText, fonts }: TicketPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Ingresso — ${ticket.event.title}`,
      Author: 'Bilheteria',
      Subject: `${ticket.ticketTypeName} — ${ticket.attendeeName}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const whenLines = eventWhenLines(ticket.event);
  const place = eventPlace(ticket.event);
  const bring = meiaEntradaBringLine(ticket.meiaTipo);
  const set = fontsFor(fonts, [
    HEADING,
    NOTICE,
    ticket.event.title,
    ticket.attendeeName,
    ticket.ticketTypeName,
    ...whenLines,
    place ?? '',
    bring ?? '',
    ticket.seat ?? '',
  ]);
  // pdfkit takes a parsed fontkit font as it takes a file (its types only list files and buffers).
  doc.registerFont('regular', set.regular as string);
  doc.registerFont('bold', set.bold as string);
  doc.registerFont('mono', set.mono as string);

  const width = doc.page.width - 2 * MARGIN;
  const left = MARGIN;

  doc.font('bold').fontSize(11).fillColor(ACCENT).text(HEADING, left, MARGIN, {
    characterSpacing: 1,
  });
  doc.moveDown(0.8);
  doc.font('bold').fontSize(24).fillColor(INK).text(ticket.event.title, { width });
  doc.moveDown(0.4);
  doc.font('regular').fontSize(13).fillColor(INK);
  for (const line of whenLines) doc.text(line, { width });
  if (place) doc.text(place, { width });

  doc.moveDown(1);
  const ruleY = doc.y;
  doc
    .moveTo(left, ruleY)
    .lineTo(left + width, ruleY)
    .lineWidth(0.8)
    .strokeColor('#d1d5db')
    .stroke();
  doc.moveDown(1);

  const field = (label: string, value: string, font: 'regular' | 'bold' | 'mono' = 'bold') => {
    doc.font('regular').fontSize(10).fillColor(MUTED).text(label.toUpperCase(), left, doc.y, {
      width,
      characterSpacing: 0.5,
    });
    doc.font(font).fontSize(15).fillColor(INK).text(value, { width });
    doc.moveDown(0.6);
  };
  field('Participante', ticket.attendeeName);
  field('Ingresso', ticket.ticketTypeName);
  // Lugares marcados (issue #29): "Setor B · Fileira F · Assento 12".
  if (ticket.seat) field('Lugar', ticket.seat);
  if (bring) field('Meia-entrada', bring);
  field('Código', ticket.code, 'mono');

  doc.moveDown(0.6);
  const qrY = doc.y;
  drawQr(doc, qrText, left + (width - QR_SIZE) / 2, qrY, QR_SIZE);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text(NOTICE, left, qrY + QR_SIZE + 0.6 * CM, { width, align: 'center' });

  doc.end();
  return done;
}
