/**
 * The texts of the footer's policy pages (spec §2 Footer: /politica-de-privacidade, /termos,
 * /cancelamento). They describe what this product does: what the forms ask for, what the payment
 * provider (Asaas) receives, how long a pending order holds its tickets, when a paid order can be
 * refunded. Change them together with the behaviour they describe.
 */

/** One block of a policy: a heading, its paragraphs and, optionally, a list. */
type LegalSection = {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
};

type LegalDocument = {
  title: string;
  /** Shown under the title ("Última atualização: ..."). */
  updated: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
  /** Where to write about this document; shown as a mailto link at the end. */
  contact: { text: string; email: string };
};

/** Who answers the holder's requests (LGPD art. 41: the encarregado's contact is public). */
const privacyEmail = 'privacidade@bilheteria.com.br';
/** Where buyers ask for a cancellation or a refund. */
const supportEmail = 'atendimento@bilheteria.com.br';
const updated = '25 de novembro de 2026';

const privacyPolicy: LegalDocument = {
  title: 'Política de privacidade',
  updated,
  intro: [
    'Esta política explica quais dados pessoais a Bilheteria trata quando você cria uma conta, compra ingressos ou organiza eventos, por que os tratamos, por quanto tempo os guardamos e como você exerce os seus direitos previstos na Lei Geral de Proteção de Dados (Lei nº 13.709/2018, LGPD).',
  ],
  sections: [
    {
      heading: '1. Quais dados coletamos',
      items: [
        'Cadastro: nome, e-mail, CPF ou CNPJ, WhatsApp e senha (guardada apenas em forma cifrada, nunca em texto).',
        'Participantes: o nome e o e-mail de cada pessoa indicada para usar um ingresso comprado por você.',
        'Pedidos e ingressos: evento, ingressos escolhidos, valores, data e situação do pedido, e os registros de entrada na portaria (quando e por qual leitor o ingresso foi validado).',
        'Pagamento: o pagamento é feito por Pix pela Asaas, nossa instituição de pagamento. Enviamos à Asaas o seu nome, e-mail e CPF ou CNPJ para gerar a cobrança; a Asaas nos devolve a confirmação do pagamento. Não recebemos nem guardamos dados da sua conta bancária.',
        'Navegação: endereço IP, data e hora de acesso e dados técnicos do navegador, e as preferências guardadas no seu próprio aparelho (como a cidade escolhida e o pedido em andamento).',
      ],
    },
    {
      heading: '2. Para que usamos os dados',
      items: [
        'Executar a compra (LGPD art. 7º, V): reservar os ingressos, gerar a cobrança Pix, confirmar o pagamento, emitir os ingressos nominais e mostrá-los em "Meus ingressos".',
        'Controlar a entrada no evento: o organizador e a equipe da portaria veem o nome do participante e o tipo de ingresso ao validar o QR Code, para impedir o uso duplicado ou por outra pessoa.',
        'Cumprir obrigações legais e regulatórias (art. 7º, II): registros fiscais e de pagamento, e a guarda dos registros de acesso exigida pelo Marco Civil da Internet (Lei nº 12.965/2014, art. 15).',
        'Prevenir fraudes e proteger a sua conta (art. 7º, IX): limites de ingressos por pessoa, verificação de pedidos e segurança do login.',
        'Atender você: responder pedidos de cancelamento, reembolso e dúvidas pelo e-mail ou WhatsApp informados.',
      ],
      paragraphs: ['Não vendemos os seus dados e não os usamos para publicidade de terceiros.'],
    },
    {
      heading: '3. Com quem compartilhamos',
      items: [
        'Asaas Gestão Financeira S.A., para processar o pagamento e o reembolso.',
        'O organizador do evento para o qual você comprou: nome e e-mail dos participantes, ingressos e situação dos pedidos, para organizar o evento e a portaria.',
        'Autoridades públicas, quando a lei ou uma ordem judicial exigir.',
        'Prestadores de hospedagem e infraestrutura, que tratam os dados apenas por nossa conta e sob contrato.',
      ],
    },
    {
      heading: '4. Por quanto tempo guardamos',
      items: [
        'Dados da conta: enquanto a conta existir; depois de excluída, apagamos ou anonimizamos os dados que não precisamos guardar por lei.',
        'Pedidos, pagamentos, ingressos e participantes: 5 anos após o evento, prazo das obrigações fiscais e de defesa do consumidor (Código de Defesa do Consumidor, art. 27).',
        'Registros de acesso à aplicação: 6 meses (Marco Civil da Internet, art. 15).',
        'Pedidos não pagos: a reserva expira em 15 minutos; o registro do pedido expirado é mantido pelo mesmo prazo dos demais pedidos, para prevenção a fraudes.',
      ],
    },
    {
      heading: '5. Seus direitos (LGPD art. 18)',
      paragraphs: ['Como titular dos dados, você pode pedir a qualquer momento:'],
      items: [
        'confirmação de que tratamos os seus dados e acesso a eles;',
        'correção de dados incompletos, inexatos ou desatualizados;',
        'anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a LGPD;',
        'portabilidade dos dados a outro fornecedor;',
        'eliminação dos dados tratados com o seu consentimento, salvo as hipóteses de guarda obrigatória do art. 16;',
        'informação sobre as entidades com as quais compartilhamos os seus dados;',
        'informação sobre a possibilidade de não dar consentimento e as consequências da recusa;',
        'revogação do consentimento;',
        'revisão de decisões tomadas unicamente com base em tratamento automatizado (art. 20).',
      ],
    },
    {
      heading: '6. Como exercer os seus direitos',
      paragraphs: [
        'Escreva para o nosso encarregado pelo tratamento de dados pessoais pelo e-mail abaixo, a partir do e-mail da sua conta. Respondemos em até 15 dias. Se a resposta não resolver, você pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).',
      ],
    },
    {
      heading: '7. Segurança',
      paragraphs: [
        'As senhas são guardadas com hash, o acesso é feito por conexão cifrada (HTTPS) e só as pessoas que precisam dos dados para o atendimento ou a portaria têm acesso a eles.',
      ],
    },
  ],
  contact: { text: 'Encarregado de dados (DPO):', email: privacyEmail },
};

const termsOfUse: LegalDocument = {
  title: 'Termos de uso',
  updated,
  intro: [
    'Estes termos regem o uso da Bilheteria e a compra de ingressos por ela. Ao criar uma conta ou finalizar uma compra, você concorda com eles, com a Política de privacidade e com a Política de cancelamento e reembolso.',
  ],
  sections: [
    {
      heading: '1. O que a Bilheteria faz',
      paragraphs: [
        'A Bilheteria é uma plataforma que vende, em nome dos organizadores, ingressos para eventos. Cada evento é de responsabilidade do seu organizador: data, local, programação, classificação etária, acessibilidade e a realização do evento. A Bilheteria responde pela venda, pela cobrança e pela emissão dos ingressos.',
      ],
    },
    {
      heading: '2. Conta',
      items: [
        'Para comprar, crie uma conta com dados verdadeiros: nome, e-mail, CPF ou CNPJ e WhatsApp.',
        'A senha é pessoal. Você responde pelo que for feito com a sua conta; avise-nos se suspeitar de uso indevido.',
        'Podemos suspender contas usadas para fraude, revenda irregular ou para burlar os limites de compra.',
      ],
    },
    {
      heading: '3. Compra de ingressos',
      items: [
        'Os preços, as taxas e o total são mostrados no resumo do pedido antes do pagamento; o valor cobrado é o do resumo.',
        'Cada evento pode limitar a quantidade de ingressos por pessoa; o limite aparece na escolha dos ingressos.',
        'Ao ir para o pagamento, os ingressos ficam reservados por 15 minutos. Se o Pix não for pago nesse prazo, o pedido é cancelado e os ingressos voltam à venda.',
        'O pagamento é feito por Pix, processado pela Asaas. O pedido fica "Aguardando aprovação" até a confirmação do pagamento e passa a "Pago" quando ela chega.',
      ],
    },
    {
      heading: '4. Ingressos',
      items: [
        'Cada ingresso é nominal: leva o nome do participante informado na compra e tem um QR Code único, disponível em "Meus ingressos".',
        'O QR Code vale para uma única entrada. Não compartilhe a imagem: a primeira leitura na portaria usa o ingresso.',
        'A organização pode pedir um documento com foto que comprove o nome do ingresso.',
        'Meia-entrada: o participante deve apresentar na portaria o documento que dá direito ao benefício (Lei nº 12.933/2013), como a carteira de identificação estudantil, o documento da pessoa com deficiência ou o documento de identidade da pessoa idosa. Sem o comprovante, a entrada depende do pagamento da diferença para a inteira, quando o organizador oferecer essa opção.',
        'É proibido revender ingressos por valor acima do pago ou alterá-los; ingressos adulterados são recusados.',
      ],
    },
    {
      heading: '5. Cancelamento e reembolso',
      paragraphs: [
        'As regras de desistência, de cancelamento do evento e de reembolso estão na Política de cancelamento e reembolso, que faz parte destes termos.',
      ],
    },
    {
      heading: '6. Organizadores',
      items: [
        'O organizador cadastra o evento com informações verdadeiras e completas e responde por elas.',
        'O organizador é responsável por realizar o evento como anunciado e por cumprir a meia-entrada e as demais regras legais do seu evento.',
        'Um lote que já tem vendas não pode ser removido do evento.',
      ],
    },
    {
      heading: '7. Lei e foro',
      paragraphs: [
        'Estes termos seguem a lei brasileira, incluindo o Código de Defesa do Consumidor. Fica eleito o foro do domicílio do consumidor.',
      ],
    },
  ],
  contact: { text: 'Dúvidas sobre estes termos:', email: supportEmail },
};

const cancellationPolicy: LegalDocument = {
  title: 'Política de cancelamento e reembolso',
  updated,
  intro: [
    'Esta política diz quando um pedido pode ser cancelado e como o dinheiro volta para você. Ela segue o Código de Defesa do Consumidor (Lei nº 8.078/1990).',
  ],
  sections: [
    {
      heading: '1. Pedido ainda não pago',
      items: [
        'Ao ir para o pagamento, os ingressos ficam reservados por 15 minutos. Se o Pix não for pago nesse prazo, o pedido é cancelado automaticamente e os ingressos voltam à venda. Nada é cobrado.',
        'Você pode desistir antes de pagar: basta não pagar o Pix. Se voltar e mudar a seleção antes de pagar, o pedido anterior é cancelado e a sua reserva é liberada na hora.',
      ],
    },
    {
      heading: '2. Direito de arrependimento (CDC art. 49)',
      items: [
        'Compras feitas pela internet podem ser canceladas em até 7 dias corridos a contar da data do pagamento, sem precisar dizer o motivo.',
        'O pedido precisa ser feito antes do início do evento: depois que o evento começa, o ingresso já foi usado ou perdeu o seu objeto e não cabe arrependimento.',
        'O reembolso é integral, incluindo as taxas, e é feito por Pix para a mesma conta que pagou o pedido.',
        'Todos os ingressos do pedido reembolsado são cancelados: o QR Code deixa de valer na portaria e os lugares voltam à venda.',
      ],
    },
    {
      heading: '3. Depois de 7 dias',
      paragraphs: [
        'Passado o prazo de arrependimento, o pedido pago não é reembolsado, salvo se o evento for cancelado ou alterado como descrito abaixo. O ingresso é nominal e não pode ser trocado por outro evento.',
      ],
    },
    {
      heading: '4. Evento cancelado ou alterado pelo organizador',
      items: [
        'Se o organizador cancelar o evento, todos os pedidos pagos são reembolsados integralmente, incluindo as taxas, por Pix para a conta que pagou.',
        'Se a data ou o local mudarem, você pode ficar com o ingresso para a nova data ou pedir o reembolso integral.',
      ],
    },
    {
      heading: '5. Meia-entrada',
      paragraphs: [
        'O ingresso de meia-entrada exige a apresentação, na portaria, do documento que comprova o direito ao benefício. A falta do comprovante não dá direito a reembolso; quando o organizador permitir, a entrada depende do pagamento da diferença para a inteira.',
      ],
    },
    {
      heading: '6. Como pedir',
      items: [
        'Escreva para o e-mail abaixo a partir do e-mail da sua conta, informando o número do pedido (em "Meus pedidos").',
        'Confirmamos o pedido de cancelamento em até 2 dias úteis; o estorno por Pix é feito pela Asaas em até 7 dias úteis depois da confirmação.',
      ],
    },
  ],
  contact: { text: 'Cancelamentos e reembolsos:', email: supportEmail },
};

export { cancellationPolicy, privacyPolicy, termsOfUse };
export type { LegalDocument, LegalSection };
