/** Every word of the image upload field (issue #30), for review in one place. */
const texts = {
  drop: 'Arraste uma imagem para cá',
  or: 'ou',
  choose: 'Escolher imagem',
  formats: 'JPEG, PNG, WebP, AVIF ou GIF, até 10 MB. No celular, escolha da galeria ou tire uma foto.',
  cropHint: 'Arraste a imagem e use o zoom para enquadrar como ela aparece no cartão.',
  zoom: 'Zoom',
  use: 'Usar imagem',
  cancel: 'Cancelar',
  uploading: 'Enviando imagem…',
  change: 'Trocar imagem',
  remove: 'Remover imagem',
  preview: (label: string) => `Prévia: ${label}`,
  pasteUrl: 'ou cole um endereço',
} as const;

export { texts };
