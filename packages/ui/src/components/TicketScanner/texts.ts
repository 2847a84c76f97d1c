/** What the door scanner says (pt-BR). */
const texts = {
  regionLabel: 'Leitor de QR code',
  status: {
    starting: 'Iniciando a câmera…',
    stopping: 'Desligando a câmera…',
    scanning: 'Aponte a câmera para o QR code do ingresso.',
    paused: 'Leitura pausada.',
    'not-started': 'Câmera desligada.',
    unknown: 'A câmera não respondeu como esperado. Pare e inicie de novo.',
  },
  overlay: {
    paused: 'Pausado',
    'not-started': 'Câmera desligada',
  },
  controls: 'Controles da câmera',
  start: 'Iniciar',
  pause: 'Pausar',
  resume: 'Retomar',
  stop: 'Parar',
  cameraErrorTitle: 'Não foi possível usar a câmera.',
  cameraDenied: 'Permissão da câmera negada. Autorize o acesso à câmera no navegador e toque em Iniciar.',
  cameraNotFound: 'Nenhuma câmera encontrada neste aparelho.',
  cameraBusy: 'A câmera está em uso por outro aplicativo. Feche-o e toque em Iniciar.',
  cameraInsecure: 'A câmera só pode ser usada em uma conexão segura (HTTPS).',
  cameraUnsupported: 'Este navegador não oferece acesso à câmera.',
  cameraFailed: 'Falha ao iniciar a câmera.',
  fakeCamera: 'Câmera simulada',
} as const;

export { texts };
