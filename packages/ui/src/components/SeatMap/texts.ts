export const seatMapTexts = {
  zoomIn: 'Aproximar o mapa',
  zoomOut: 'Afastar o mapa',
  zoomReset: 'Ver o mapa inteiro',
  stage: 'PALCO',
  legend: {
    available: 'Disponível',
    picked: 'Escolhido',
    held: 'Reservado (listrado)',
    sold: 'Vendido (com X)',
    blocked: 'Indisponível',
    accessible: 'Acessível',
  },
} as const;
