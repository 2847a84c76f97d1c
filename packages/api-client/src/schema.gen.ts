/**
 * This file is generated from openapi.yaml by packages/api-client/scripts/generate.ts.
 * Do not edit it by hand: change openapi.yaml and run `npm run gen:api`.
 */

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verifica se o serviço e o banco de dados respondem */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cria uma conta de usuário
         * @description As regras de conteúdo (nome preenchido, e-mail válido, senha com pelo menos 8 caracteres, não só espaços, não comum nem derivada do nome ou do e-mail) são verificadas pelo servidor, que responde 400 com a mensagem em pt-BR. E-mail já cadastrado responde 409; as tentativas contam no mesmo limite por IP do login (429). A conta nasce com o e-mail não confirmado: um link de confirmação (uso único, 24 h) vai para o endereço informado (POST /auth/verify-email).
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Autentica com e-mail e senha e devolve o token de acesso */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Usuário do token atual (inclui o papel) */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Encerra a sessão deste token (ele deixa de funcionar) */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sair de todos os dispositivos (todo token do usuário deixa de funcionar, inclusive este) */
        post: operations["logoutEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pede um link de redefinição de senha por e-mail
         * @description Sempre 202 com a mesma resposta, tenha o e-mail uma conta ou não. Se tiver, um link de uso único, válido por 1 hora, é enviado para ele. Limitado por IP e por e-mail.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Define a nova senha com o token do link; encerra todas as sessões do usuário
         * @description Usar um link invalida todos os outros links de redefinição ainda abertos da conta. O link chegou ao e-mail da conta: usá-lo também confirma esse e-mail.
         */
        post: operations["confirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirma o e-mail da conta com o token do link enviado a ele
         * @description O link (uso único, válido por 24 horas) chega ao e-mail no cadastro, ao pedir "Reenviar" e no e-mail de um ingresso transferido. Confirmar pede também a sessão da própria conta: o link prova a caixa de e-mail, a sessão prova quem tem a senha, e só as duas juntas dão a conta por confirmada (quem cadastrou o e-mail de outra pessoa não confirma nada sem o link, e o dono do e-mail que clica no link de uma conta que não é sua também não). Um link de outra conta responde 400 como um inexistente. Confirmado, os outros links da conta deixam de valer. Responde o usuário, com `emailVerified`.
         */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-email/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Envia de novo o link de confirmação para o e-mail da conta
         * @description Um link novo, de uso único e válido por 24 horas, para o e-mail da conta da sessão. Limitado a 3 por hora por conta (429 com Retry-After). Para uma conta já confirmada nada é enviado nem contado, e `message` diz que o e-mail já está confirmado.
         */
        post: operations["resendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Caixa de saída de e-mails (mais recentes primeiro) */
        get: operations["listOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Estornos (ADMIN), os que ainda esperam o provedor primeiro
         * @description Cada estorno pedido ao provedor (cancelamento do comprador, pagamento tardio, evento cancelado): os que ainda não foram confirmados primeiro (os mais antigos antes), com a última recusa do provedor e quando será tentado de novo; depois os confirmados, os mais recentes antes.
         */
        get: operations["listRefunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/organizers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Organizadores (ADMIN) com a conta de recebimento, as vendas e a receita da plataforma
         * @description Cada usuário com eventos ou com conta de recebimento: a situação da conta no Asaas, o que vendeu (o que os compradores pagaram, menos reembolsos e chargebacks) e o que ficou com a plataforma (comissão, taxa de conveniência e juros), desde sempre; a comissão que vale para ele e se está bloqueado. Os que mais venderam primeiro.
         */
        get: operations["listOrganizers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/organizers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Comissão e bloqueio de um organizador (ADMIN)
         * @description `commissionPercent` entre 0 e 50 (até duas casas decimais; fora disso, 400), ou null para voltar à PLATFORM_COMMISSION_PERCENT; vale para as cobranças criadas depois. `blocked: true` impede novas vendas pagas (POST /orders de ingressos pagos e a publicação de eventos pagos respondem 409 ORGANIZER_BLOCKED); os ingressos já vendidos continuam válidos.
         */
        patch: operations["updateOrganizer"];
        trace?: never;
    };
    "/admin/mail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Uma mensagem da caixa de saída, como o destinatário a vê */
        get: operations["getOutboxMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mail/{id}/attachments/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um anexo da mensagem (o PDF do ingresso é desenhado na hora, como no envio) */
        get: operations["getOutboxAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/slides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Slides do carrossel em exibição
         * @description Só os slides ativos cujo período inclui o momento atual, em ordem crescente de `order`.
         */
        get: operations["listSlides"];
        put?: never;
        /** Cria um slide (ADMIN) */
        post: operations["createSlide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/slides/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Todos os slides, inclusive inativos e fora do período (ADMIN) */
        get: operations["listAllSlides"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Envia uma imagem (cartaz, mapa do evento ou slide)
         * @description Qualquer usuário com sessão (todo usuário pode organizar eventos) ou o ADMIN. Os bytes precisam ser uma imagem (JPEG, PNG, WebP, AVIF ou GIF; a extensão não conta), de até 10 MB e 40 megapixels. Os metadados (EXIF, localização) são removidos; cartaz e slide são recortados na proporção do cartão (3:4) e do carrossel (8:3). As variantes WebP e AVIF são servidas com cache longo e imutável. `url` é o que o evento (`image`, `mapImage`) ou o slide (`imageUrl`) guarda; as páginas montam o `srcset` a partir dela.
         */
        post: operations["uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/slides/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove um slide (ADMIN) */
        delete: operations["deleteSlide"];
        options?: never;
        head?: never;
        /**
         * Edita, ativa/desativa ou reordena um slide (ADMIN)
         * @description `order` aceita a nova posição (inteiro) ou `up`/`down`, que troca o slide de lugar com o vizinho anterior ou seguinte. `imageUrl`, `linkUrl`, `title`, `startAt` e `endAt` substituem os valores guardados (`null` limpa um campo opcional); campos ausentes ficam como estão, e o resultado passa pelas mesmas regras da criação (400 com a mensagem em pt-BR).
         */
        patch: operations["updateSlide"];
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lista eventos publicados
         * @description `q` busca no título, local e cidade; `state` filtra pela UF. Só eventos que ainda não terminaram (fim: `endDate`; sem ela, o fim do dia de início em São Paulo; sem datas, nunca). Ordem: data do evento mais próxima primeiro. `total` é a quantidade de eventos que atendem ao filtro, sem a paginação.
         */
        get: operations["listEvents"];
        put?: never;
        /** Cria um evento do usuário atual, com categorias e lotes */
        post: operations["createEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/mine/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Eventos do organizador atual (rascunhos e publicados) */
        get: operations["listMyEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Um evento, com seus tipos de ingresso
         * @description Rascunhos só são visíveis ao seu organizador (e ao ADMIN); para os demais respondem 404. O token é opcional. Tipos "só com cupom" (`couponOnly`) só aparecem ao organizador e ao ADMIN, ou com `coupon`, o código de um cupom válido do evento que os libera (um código que não libera nada não muda a resposta). O efeito do cupom sobre um pedido (desconto, recusa em pt-BR) vem de POST /orders/quote. As tentativas com `coupon` contam no mesmo limite de POST /orders/quote (429 com Retry-After).
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        /**
         * Exclui um evento (organizador ou ADMIN)
         * @description Um evento com pedidos pagos não pode ser excluído (409).
         */
        delete: operations["deleteEvent"];
        options?: never;
        head?: never;
        /**
         * Atualiza um evento (organizador ou ADMIN)
         * @description Campos ausentes ficam como estão. Quando `ticketTypes` vem, é a lista completa: itens com `_id` atualizam o tipo existente, itens sem `_id` criam tipos novos, e tipos existentes fora da lista são removidos. Remover um tipo com vendas, ou reduzir a quantidade abaixo do vendido, responde 409.
         */
        patch: operations["updateEvent"];
        trace?: never;
    };
    "/events/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancela o evento e estorna todos os pedidos (organizador ou ADMIN)
         * @description Com `dryRun: true` só responde o que aconteceria (pedidos pagos a estornar, pendentes a cancelar, ingressos, valor a devolver), sem mudar nada. Sem ele: as vendas fecham, cada pedido pago é estornado (estorno pedido ao provedor, ingressos param na hora) e cada pendente é cancelado; a página e as listas mostram "Evento cancelado". Idempotente: uma segunda chamada não muda nada; uma queda no meio é retomada ao reiniciar, sem estornar ninguém duas vezes (um estorno por cobrança).
         */
        post: operations["cancelEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * O evento como arquivo de agenda (iCalendar, RFC 5545)
         * @description "Adicionar à agenda" da página do evento: um VEVENT com início e fim (fuso America/Sao_Paulo), local, descrição e o endereço da página. Mesma visibilidade de `GET /events/{id}`: rascunhos só para o organizador (e o ADMIN). Um evento sem data responde 404.
         */
        get: operations["getEventCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/seat-map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Salva o mapa de lugares marcados do evento (organizador ou ADMIN)
         * @description Setores, fileiras e assentos com posição (issue #29), no formato de GET /events/{id}/seats sem ids; `status: 'blocked'` bloqueia um assento (produção), um assento retirado simplesmente não vem. `category` é o nome de uma categoria do evento: os lotes dela vendem esses assentos, e a quantidade vendável da categoria passa a ser o número de assentos vendáveis (nem retirados nem bloqueados). Aceita o mapa de um estádio de 40.000 assentos (cerca de 1,3 MB de JSON; até 8 MB), embora os demais corpos fiquem abaixo de BODY_LIMIT. Um assento reservado ou vendido não pode ser retirado nem bloqueado (409 `SEAT_TAKEN`, com `seatIds`). Assentos que continuam (mesmo setor, fileira e número) mantêm o id.
         */
        put: operations["saveSeatMap"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/seats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * O mapa de lugares do evento, com a situação de cada assento
         * @description `{ sections: [{ id, name, category, rows: [{ label, seats: [{ id, label, x, y, status, accessible }] }] }] }`, `status` um de `available | held | sold | blocked` (held: num pedido aguardando pagamento; sold: pago). Com `geometry=true` a resposta é só a geometria (status `available` ou `blocked`), igual até o mapa ser salvo de novo: vem com ETag (`version`) e pode ficar em cache; a situação de cada assento vem então de GET /events/{id}/seats/statuses. Enviada em gzip a quem aceita. Rascunhos só para o organizador e o ADMIN.
         */
        get: operations["getSeats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/seats/statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A situação de cada assento, compacta (uma letra por assento)
         * @description `statuses` tem uma letra por assento, na ordem do mapa (setores, fileiras, assentos, como em GET /events/{id}/seats): `a` available, `h` held, `s` sold, `b` blocked. `version` é a da geometria: se mudou, a geometria em cache deve ser lida de novo. Atualiza o mapa sem recarregar a geometria.
         */
        get: operations["getSeatStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Os cupons de um evento, com usos e desconto concedido (organizador ou ADMIN) */
        get: operations["listCoupons"];
        put?: never;
        /**
         * Cria um cupom do evento (organizador ou ADMIN)
         * @description `code` não distingue maiúsculas e é único no evento (409 `COUPON_CODE_TAKEN`). `kind`: `percent` (value de 1 a 100, percentual), `fixed` (value em reais a menos por ingresso) ou `price` (value é o preço do ingresso com o cupom). `ticketTypeIds` vazio vale para todos os tipos do evento; um tipo "só com cupom" só é liberado pelos cupons que o nomeiam. `maxUses` conta ingressos; null é sem limite. Ingressos de meia-entrada nunca recebem desconto (Decreto 8.537 art. 7).
         */
        post: operations["createCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/coupons/{couponId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove um cupom (organizador ou ADMIN)
         * @description Os pedidos já feitos com ele guardam o preço que tiveram; um cupom já usado em pedido pago pode preferir ser desativado (`active: false`), o que mantém o relatório.
         */
        delete: operations["deleteCoupon"];
        options?: never;
        head?: never;
        /**
         * Edita, ativa ou desativa um cupom (organizador ou ADMIN)
         * @description Campos ausentes ficam como estão; o resultado passa pelas regras da criação. `maxUses` abaixo dos usos já reservados responde 409 `COUPON_MAX_BELOW_USED`.
         */
        patch: operations["updateCoupon"];
        trace?: never;
    };
    "/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cria um pedido e reserva os ingressos
         * @description O servidor calcula preços, taxa e total; `statusPagamento`, `name` e `price` enviados pelo cliente são ignorados (o pedido nasce `pending`). Com `coupon`, o pedido é calculado com o cupom e reserva os usos dele junto com o estoque (409 `COUPON_*` com o motivo em pt-BR quando não vale); os usos voltam quando o pedido expira, é cancelado ou reembolsado. Os preços vêm da mesma função que responde POST /orders/quote. Responde 409 quando o `total` enviado difere do calculado, quando falta estoque, quando o limite por cliente seria excedido, quando um tipo não está à venda, quando o evento já terminou, quando o pedido passa do teto da plataforma (`ORDER_LIMIT`, MAX_TICKETS_PER_ORDER ingressos) ou quando o comprador já tem MAX_PENDING_ORDERS pedidos aguardando pagamento (`PENDING_LIMIT`). Responde 429 quando o mesmo endereço criou ORDERS_PER_IP pedidos no período de reserva. A reserva vale até `expiresAt`. Um pedido de total R$ 0,00 (cupom de 100 %, lote cortesia) já nasce `paid`, com os ingressos emitidos e enviados por e-mail: não há Pix a gerar. Enquanto o evento tem fila (`onSale.queue`), exige o passe da fila no cabeçalho `X-Queue-Pass` (deste evento, desta conta, dentro de 10 minutos, ainda não usado): sem ele responde 403 `QUEUE_PASS_REQUIRED` "Entre na fila para comprar."; um passe cria um pedido só.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/queue/{eventId}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Entra na fila de compra do evento (ou volta ao mesmo lugar)
         * @description A partir de 30 minutos antes de `onSale.startsAt` (409 `QUEUE_NOT_OPEN` antes; 404 `QUEUE_NOT_FOUND` sem fila). Quem entra antes da abertura é sorteado na abertura (a mesma ordem para todas as réplicas); quem entra depois vai para o fim, por ordem de chegada. O lugar fica preso a este navegador (cookie `bilheteria_fila`, HttpOnly, enviado na resposta quando ainda não existe) e, com login, à conta: uma conta tem um lugar só (entrar de novo, em outra aba ou outro navegador, devolve o mesmo lugar). Um lugar cujo passe expirou sem pedido volta para o fim da fila. Limitado por endereço (QUEUE_JOIN_LIMIT por 10 minutos, 429).
         */
        post: operations["joinQueue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/queue/{eventId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Onde o visitante está na fila (respondido da memória ou de uma linha indexada)
         * @description Com o token de POST /queue/{eventId}/join em `?token=` ou no cabeçalho `X-Queue-Token`, e o cookie do mesmo navegador. `position` é o lugar atual (1 = o próximo), `ahead` quantas pessoas estão à frente, `estimatedWaitSeconds` a espera estimada pelo ritmo de entrada. Admitido e com login, responde `pass` (válido 10 minutos para criar um pedido deste evento, por esta conta, em `X-Queue-Pass`). Sem login, um admitido recebe `loginRequired`. `soldOut` quando os ingressos do evento acabaram ("Ingressos esgotados"); `open` quando o evento não tem fila. O navegador pergunta de novo depois de `pollAfterSeconds`. Token de outro evento, de outro navegador ou forjado: 403 `QUEUE_TOKEN_INVALID`.
         */
        get: operations["getQueueStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/on-sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Aberturas de vendas próximas e em andamento (ADMIN) */
        get: operations["listOnSales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/on-sales/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Muda o ritmo de entrada da fila (ADMIN), valendo no próximo tique */
        patch: operations["updateOnSalePace"];
        trace?: never;
    };
    "/orders/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cota um pedido sem reservar nada
         * @description Mesmo corpo de POST /orders; `attendees`, `total`, `subtotal` e `fee` podem faltar (o checkout cota já no primeiro passo) e não mudam a cotação. Responde o pedido com os preços do servidor: cada linha com preço unitário, desconto e total, o que este comprador ainda pode levar do tipo (estoque restante e limite por cliente menos o que ele já tem em pedidos pendentes e pagos, quando há token) e a recusa que POST /orders daria a ela; e os totais do pedido. Uma quantidade 0 é aceita aqui, para saber a disponibilidade de um tipo ainda não escolhido. Nada é reservado: POST /orders, que calcula com a mesma função, pode ainda encontrar o estoque esgotado. O token é opcional. Com `coupon`, as linhas recebem o desconto do cupom e `coupon` responde o efeito dele (tipos liberados, desconto) ou a recusa em pt-BR: enquanto o código não vale para este carrinho, a recusa é a mesma para um código que não existe e para um que existe mas não vale (inativo, fora da validade, esgotado, de outros ingressos): `COUPON_INVALID`, "Cupom X inválido ou não vale para estes ingressos.". As tentativas com cupom são limitadas por endereço e por conta (COUPON_RATE_LIMIT por 15 minutos, 429 com Retry-After), aqui e em GET /events/{id}?coupon=.
         */
        post: operations["quoteOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pedidos do usuário atual, o mais recente primeiro */
        get: operations["listMyOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detalhe de um pedido (dono ou ADMIN) */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancela um pedido, com estorno quando já pago (dono ou ADMIN)
         * @description Um pedido `pending` é cancelado na hora: os ingressos voltam ao estoque e o Pix do pedido é cancelado no provedor. Um pedido `paid` pode ser cancelado em até 7 dias do pagamento e até 48 h antes do início do evento (CDC art. 49): passa a `refunded`, seus ingressos deixam de valer na hora, o estoque volta ao lote e o estorno é pedido ao provedor (confirmado pelo webhook `PAYMENT_REFUNDED`; `refund` no pedido diz quando e quanto). Fora dessas regras responde 409 dizendo qual regra (`CANCELLATION_WINDOW_CLOSED`, `EVENT_TOO_CLOSE`). O comprador não cancela um pedido com ingresso transferido (409 `TICKET_TRANSFERRED`: o ingresso já é de outra pessoa); o ADMIN pode, e cada titular atual é avisado por e-mail. O estorno registra quem cancelou (`buyer_cancelled` ou `admin_cancelled`). Um pedido já expirado, cancelado ou estornado fica como está (200). Responde o pedido como GET /orders/{id}; `cancellation` diz antes se o cancelamento é possível e quanto volta.
         */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Situação do pagamento e o último Pix gerado para o pedido (dono ou ADMIN) */
        get: operations["getOrderPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ingressos de um pedido (dono ou ADMIN; o novo titular vê só os seus)
         * @description A lista de ingressos fica vazia enquanto o pedido não está pago. Quem recebeu ingressos do pedido por transferência vê só esses, e só depois de confirmar o seu e-mail (403 `EMAIL_NOT_VERIFIED` antes). O comprador vê todos; um ingresso que ele transferiu vem sem `code` nem `access` (null), só com `transferredTo`: o código vivo é só do titular atual (e do ADMIN).
         */
        get: operations["getOrderTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pagamento/asaas/pix": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Gera (ou regera) o Pix de um pedido pendente do usuário atual
         * @description O valor cobrado é o total calculado pelo servidor; `totalPedido` diferente dele responde 409, assim como um pedido que não está mais pendente. 503 quando o provedor de pagamento não responde.
         */
        post: operations["createPix"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pagamento/asaas/cartao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Paga um pedido pendente do usuário atual com cartão de crédito, em até 12 parcelas
         * @description Cobra pelo provedor (Asaas `POST /v3/payments` com `billingType: CREDIT_CARD`) o total do pedido nas `parcelas` escolhidas, com os juros que `installments` da cotação mostrou. Exatamente um de `cartao` (o número e o CVV passam uma vez pelo servidor até o Asaas e nunca são gravados, registrados em log nem devolvidos) ou `cartaoToken` (um cartão salvo do comprador, de `GET /orders/{id}/payment` `savedCards`). Responde `paid` (pago, ingressos emitidos), `analysis` (em análise de risco: a reserva fica até o fim da análise) ou, com 402 `CARD_REFUSED`, `refused` (recusado pelo emissor: nada foi cobrado, o pedido segue pendente para outro cartão ou Pix). Uma tentativa por pedido de cada vez (409 `CARD_IN_PROGRESS`); depois de um tempo esgotado, a cobrança é procurada no provedor antes de tentar de novo. `CARD_RATE_LIMIT` tentativas por hora por conta e por endereço (429).
         */
        post: operations["createCardPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pagamento/asaas/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recebe eventos de pagamento do Asaas
         * @description Autenticado pelo cabeçalho `asaas-access-token`. O Asaas entrega cada evento ao menos uma vez e repete até receber 200: eventos repetidos, atrasados, fora de ordem ou desconhecidos respondem 200 sem mudar nada duas vezes.
         */
        post: operations["asaasWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pagamento/local/{paymentId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simula a confirmação de um Pix, ou o fim da análise de um cartão, do provedor local (só em desenvolvimento)
         * @description Envia ao mesmo fluxo do webhook o evento que o Asaas enviaria: pagamento recebido (Pix), ou, para um cartão em análise, `PAYMENT_APPROVED_BY_RISK_ANALYSIS` (`outcome=approve`, "Simular aprovação") ou `PAYMENT_REPROVED_BY_RISK_ANALYSIS` (`outcome=reprove`, "Simular reprovação"). Existe apenas com o provedor local ativo; com o Asaas responde 404. Dono do pedido ou ADMIN.
         */
        post: operations["confirmLocalPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{code}/qr-rotating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * QR code rotativo do ingresso (PNG)
         * @description A imagem codifica `code.step.assinatura` da janela de 60 segundos atual e admite na portaria, por isso o código sozinho não a abre: é preciso o token do dono do pedido (ou do ADMIN) ou o `access` assinado que `GET /orders/{id}/tickets` entrega ao dono (para `<img src>`, que não leva cabeçalho). Sem nenhum dos dois responde 401; `access` expirado ou de outro ingresso, 403; o token de outro usuário, 404; o do novo titular de um ingresso transferido antes de confirmar o seu e-mail, 403 `EMAIL_NOT_VERIFIED`. `r` só serve para evitar cache.
         */
        get: operations["getTicketQr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{code}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * PDF do ingresso, com QR estático assinado
         * @description O PDF admite na portaria: como o QR rotativo, pede o token do dono do pedido (ou do ADMIN) ou o `access` assinado de `GET /orders/{id}/tickets` (o link "Baixar PDF"); o código sozinho responde 401. O novo titular de um ingresso transferido só o abre depois de confirmar o seu e-mail (403 `EMAIL_NOT_VERIFIED`).
         */
        get: operations["getTicketPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{code}/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transfere um ingresso para outra pessoa (dono do pedido ou ADMIN)
         * @description Uma vez por ingresso, até 24 h antes do início do evento, nunca depois de usado na entrada. O ingresso ganha um código novo: o QR rotativo e o PDF antigos deixam de valer na hora. O nome e o e-mail do novo titular substituem os do participante, e só a conta com esse e-mail, depois de confirmá-lo, abre o ingresso a partir daí (em "Meus ingressos"). A resposta não traz o código novo: ele é só do novo titular. Um ingresso de meia-entrada exige a meia-entrada do novo titular. Recusas em pt-BR: 400 (nome, e-mail ou meia-entrada), 409 `ALREADY_TRANSFERRED` (também para quem perde uma corrida de transferências do mesmo ingresso), `TRANSFER_TOO_LATE`, `TICKET_ALREADY_USED`, `TICKET_CANCELLED`, `ORDER_NOT_PAID`, `MEIA_ENTRADA_TAKEN`.
         */
        post: operations["transferTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pedidos com ingressos transferidos para o e-mail do usuário atual
         * @description Para "Meus ingressos" do novo titular: cada pedido de outra pessoa em que ele tem ingressos recebidos por transferência. `GET /orders/{id}/tickets` lhe mostra só esses ingressos. Só para uma conta que confirmou o seu e-mail (403 `EMAIL_NOT_VERIFIED` antes): quem cadastra primeiro o e-mail de outra pessoa não leva os ingressos dela.
         */
        get: operations["listReceivedTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Valida o código lido na portaria e faz o check-in (organizador do evento ou ADMIN)
         * @description `code` é o conteúdo do QR (rotativo ou do PDF, assinados com Ed25519; os PDFs antigos, com HMAC, seguem valendo) ou o código impresso digitado ("Digitar código"): o código sozinho é a credencial de 128 bits do ingresso e também faz o check-in, uma vez só. Um aparelho da portaria só valida ingressos do seu evento (403 "Ingresso de outro evento."). O primeiro scan válido faz o check-in; os seguintes respondem 409 com a data do check-in. QR inválido, adulterado ou expirado responde 400; ingresso inexistente responde 404; quem não é o organizador do evento nem ADMIN recebe 403 (o QR assinado já prova que o ingresso existe); ingresso de pedido sem pagamento confirmado responde 422, e ingresso cancelado (pedido estornado ou cancelado, ingresso reemitido) responde 422 "Ingresso cancelado".
         */
        post: operations["scanTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/checkin-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dados para validar ingressos sem rede (organizador, aparelho da portaria do evento ou ADMIN)
         * @description O que o aparelho precisa para validar o QR rotativo e o do PDF sem o servidor: a chave pública Ed25519 (verifica, nunca assina), os tipos de ingresso e, por ingresso, só um identificador de busca (`lookup`, hash truncado do código) e os dados do participante cifrados (AES-GCM) com uma chave derivada do código do próprio ingresso: um aparelho perdido não revela nenhum nome até o QR daquele participante ser lido. Inclui os ingressos já usados e os cancelados. O formato é o do módulo `@bilheteria/rules` (door): `verifyOffline` o lê. Um aparelho de outro evento recebe 403; quem não é o organizador recebe 404. Enviado em gzip a quem aceita; no máximo 30 por minuto por aparelho ou usuário (depois, 429): o app baixa uma vez e depois sincroniza.
         */
        get: operations["getCheckinData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/door-devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Aparelhos da portaria do evento (organizador ou ADMIN)
         * @description Os aparelhos pareados e não revogados, o mais recente primeiro: nome dado no pareamento, quando foi pareado, a última sincronização e quantas leituras fez. Inclui o aparelho do próprio organizador quando ele sincronizou leituras com a sua sessão.
         */
        get: operations["listDoorDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/door-devices/pairing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cria um código de pareamento de aparelho da portaria (organizador ou ADMIN)
         * @description Um código de uso único, válido por 10 minutos, guardado só como hash. `url` abre o /scanner já com o código (é o conteúdo do QR em `qrCodeBase64`, PNG). Quem o usa em `POST /door-devices/pair` vira um aparelho da portaria deste evento.
         */
        post: operations["createDoorPairing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/door-devices/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoga um aparelho da portaria (organizador ou ADMIN)
         * @description A próxima requisição do aparelho responde 401 com `code: DEVICE_REVOKED` (o app apaga os dados do evento). Revogar de novo responde 204.
         */
        delete: operations["revokeDoorDevice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/door-devices/pair": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pareia este aparelho com um evento usando o código do organizador (sem login)
         * @description Troca um código de pareamento válido (uso único, 10 minutos; maiúsculas, minúsculas e hífen tanto faz) por uma credencial de aparelho da portaria: `token` é enviado como `Authorization: Bearer <token>` e só permite ler os dados de check-in do evento, validar ingressos dele e sincronizar (403 em todo o resto). Código desconhecido, usado ou expirado responde 400 `PAIRING_CODE_INVALID` ou `PAIRING_CODE_EXPIRED`. Limitado por endereço, como o login.
         */
        post: operations["pairDoorDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkins/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Envia as leituras feitas sem rede e recebe o que mudou (organizador, aparelho da portaria ou ADMIN)
         * @description Idempotente pelo aparelho, `nonce` e `code` de cada leitura: reenviar a mesma leitura devolve o mesmo resultado; um `nonce` já usado com outro `code` é recusado (`rejected`, com a mensagem). `scannedAt` vale entre o pareamento do aparelho e agora + 5 s (fora disso, o limite mais próximo), e o QR rotativo é conferido nesse instante. `since` anterior ao pareamento conta como o pareamento. Limitado por aparelho como o download dos dados da portaria (429 com Retry-After). Por leitura, `admitted` (a primeira entrada do ingresso), `duplicate` (o ingresso já tinha entrado, por outro aparelho ou online: fica registrada como entrada duplicada no relatório) ou `rejected` (código inválido, de outro evento ou ingresso cancelado; `message` diz por quê). A resposta traz também, desde `since` (o `cursor` da resposta anterior; sem ele, desde a última sincronização do aparelho), os ingressos que entraram por outros aparelhos, os cancelados ou transferidos (`cancelled`) e os novos (`tickets`, no formato de `CheckinData.tickets`). Um aparelho da portaria envia o seu `deviceId` (outro responde 403); o organizador ou o ADMIN, com a sua sessão, envia `eventId` e um `deviceId` (UUID) que o app gerou para este telefone.
         */
        post: operations["syncCheckins"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/events/{id}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resumo de vendas do evento no período (organizador ou ADMIN)
         * @description Os números vêm do livro de vendas: uma venda conta no dia (America/Sao_Paulo) em que o pagamento chegou, pelo valor cobrado pelos ingressos (descontos abatidos, sem taxas); um reembolso ou chargeback a desconta no dia em que o dinheiro voltou, então os números de um período são líquidos e podem ser negativos. `officialSold` e `remaining` são o estoque atual do lote; os demais números respeitam `from`/`to`. Sem `from`/`to`, o período é dos últimos 30 dias até hoje.
         */
        get: operations["getReportSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/events/{id}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pedidos pagos do evento no período (organizador ou ADMIN) */
        get: operations["getReportOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/events/{id}/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Vendas por dia do evento no período (organizador ou ADMIN)
         * @description Um item por dia do período, inclusive os dias sem vendas (zerados).
         */
        get: operations["getReportDaily"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizers/me/payout-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A conta de recebimento do organizador atual ("Recebimentos")
         * @description A subconta Asaas que recebe, pelo `split` de cada cobrança, a parte do organizador. `status` é `none` enquanto não houver conta; depois, a situação informada pelo Asaas (pending, approved, documents_required, refused) com o que o organizador deve fazer. A apiKey da subconta nunca é guardada nem respondida.
         */
        get: operations["getPayoutAccount"];
        /**
         * Cadastra a conta de recebimento (cria a subconta no Asaas)
         * @description Campos com os nomes do Asaas (`POST /v3/accounts`). Pessoa (CPF, 18 anos ou mais, `birthDate`) ou empresa (CNPJ, `companyType`). Com o provedor local a conta é aprovada na hora. Uma subconta que o Asaas já criou para este CPF/CNPJ é registrada e reaproveitada numa nova tentativa; uma conta já criada responde 409. Uma recusa do Asaas responde 400 com a mensagem dele.
         */
        put: operations["savePayoutAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizers/me/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Extrato do organizador atual no período (todos os seus eventos)
         * @description Do livro de vendas e da divisão de cada cobrança: vendas brutas, descontos, reembolsos, chargebacks, a comissão da plataforma, as tarifas do Asaas (de `netValue`, pagas pela parte da plataforma), o líquido do organizador e quanto dele o Asaas já creditou na carteira pelo split. Em reais; dias de America/Sao_Paulo. gross − discounts − refunds − chargebacks = net + platformFee = a receita do relatório de vendas.
         */
        get: operations["getMyStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/events/{id}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Extrato de um evento no período (organizador ou ADMIN)
         * @description Os mesmos números de `GET /organizers/me/statement`, só deste evento.
         */
        get: operations["getEventStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Formato único de erro; `message` em pt-BR, pronta para exibir. */
        Error: {
            message: string;
            code?: string;
            /** @description Onde resolver, quando há (ex.: /organizer/recebimentos para PAYOUT_ACCOUNT_REQUIRED) */
            link?: string;
            /** @description Os assentos de um 409 `SEAT_TAKEN` (reservados por outro pedido) */
            seatIds?: components["schemas"]["SeatId"][];
        };
        PasswordResetRequest: {
            email: string;
        };
        PasswordResetAccepted: {
            message: string;
        };
        EmailVerificationInput: {
            token: string;
        };
        EmailVerificationSent: {
            message: string;
        };
        PasswordResetConfirm: {
            token: string;
            password: string;
        };
        /** @enum {string} */
        MailStatus: "waiting" | "retry" | "sent" | "error" | "skipped";
        OutboxSummary: {
            _id: components["schemas"]["Uuid"];
            kind: string;
            recipient: string;
            subject: string;
            status: components["schemas"]["MailStatus"];
            attempts: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            sentAt: string | null;
            lastError: string | null;
        };
        OutboxPage: {
            items: components["schemas"]["OutboxSummary"][];
            total: number;
        };
        OutboxMessage: components["schemas"]["OutboxSummary"] & {
            html: string;
            text: string;
            attachments: {
                index: number;
                filename: string;
                contentType: string;
            }[];
        };
        /** Format: uuid */
        Uuid: string;
        /** @description Um assento no mapa do seu evento (issue #29): um número pequeno, o mesmo enquanto o assento continua no mapa (mesmo setor, fileira e número) e nunca dado a outro assento do evento. Curto para que o mapa de um estádio de 40.000 assentos caiba em poucas centenas de KB com gzip. */
        SeatId: string;
        PaymentId: string;
        TicketCode: string;
        /** Format: date-time */
        DateTime: string;
        /** Format: date-time */
        NullableDateTime: string | null;
        /**
         * Format: date
         * @description Dia no formato YYYY-MM-DD
         */
        Date: string;
        /** @description Valor em reais, com 2 casas decimais */
        Amount: number;
        /** @description Valor em reais, com no máximo 2 casas decimais (o servidor confere os centavos) */
        MoneyInput: number;
        Quantity: number;
        Count: number;
        /** @description Vendas menos reembolsos do período; negativo quando mais foi reembolsado do que vendido */
        NetCount: number;
        /** @description Valor em reais, com 2 casas decimais, vendas menos reembolsos; pode ser negativo */
        NetAmount: number;
        NullableUrlInput: string | null;
        /** @description Horário HH:MM (ou HH:MM:SS) */
        TimeOfDayInput: string | null;
        Health: {
            /** @enum {string} */
            status: "ok";
            /** @enum {string} */
            database: "ok";
        };
        /** @enum {string} */
        Role: "USER" | "ADMIN";
        User: {
            /** @description A conta confirmou o e-mail (POST /auth/verify-email). Comprar não pede; abrir ingressos recebidos por transferência pede. */
            emailVerified: boolean;
            _id: components["schemas"]["Uuid"];
            name: string;
            email: string;
            role: components["schemas"]["Role"];
            cpf?: string | null;
            whatsapp?: string | null;
        };
        RegisterInput: {
            name: string;
            email: string;
            password: string;
        };
        RegisteredUser: {
            _id: components["schemas"]["Uuid"];
            name: string;
            email: string;
            role: components["schemas"]["Role"];
        };
        LoginInput: {
            email: string;
            password: string;
        };
        LoginResult: {
            /** @description JWT a enviar como `Authorization: Bearer <token>` */
            token: string;
            user: components["schemas"]["User"];
        };
        Slide: {
            _id: components["schemas"]["Uuid"];
            imageUrl: string;
            linkUrl: string | null;
            title: string | null;
            order: number;
            active: boolean;
            startAt: components["schemas"]["NullableDateTime"];
            endAt: components["schemas"]["NullableDateTime"];
        };
        /** @description Campos ausentes assumem linkUrl, title, startAt e endAt nulos, order 0 e active true. */
        SlideInput: {
            imageUrl: string;
            linkUrl?: components["schemas"]["NullableUrlInput"];
            title?: string | null;
            order?: number;
            active?: boolean;
            startAt?: components["schemas"]["NullableDateTime"];
            endAt?: components["schemas"]["NullableDateTime"];
        };
        SlidePatch: {
            imageUrl?: string;
            linkUrl?: components["schemas"]["NullableUrlInput"];
            title?: string | null;
            startAt?: components["schemas"]["NullableDateTime"];
            endAt?: components["schemas"]["NullableDateTime"];
            active?: boolean;
            /** @description Nova posição, ou `up`/`down` para trocar de lugar com o vizinho */
            order?: number | ("up" | "down");
        };
        /** @enum {string} */
        EventStatus: "draft" | "published";
        /** @description Um lote de uma categoria. `name` é "Categoria — Lote" (`category`, o separador " — " e `lotLabel`), ou o nome como um cliente da especificação o enviou. */
        TicketType: {
            _id: components["schemas"]["Uuid"];
            name: string;
            /** @description Só com cupom: oculto do público, vendido só com um cupom que o libera */
            couponOnly: boolean;
            /** @description A categoria (PISTA, CAMAROTE...); "Ingressos" quando o nome não tem " — " */
            category: string;
            /** @description O nome do lote dentro da categoria ("Lote 1 — Inteira") */
            lotLabel: string;
            /** @description Ingresso de meia-entrada */
            meiaEntrada: boolean;
            price: components["schemas"]["Amount"];
            quantity: components["schemas"]["Count"];
            /** @description Reservados por pedidos pendentes e pagos */
            sold: components["schemas"]["Count"];
            /** @description quantity - sold */
            remaining: components["schemas"]["Count"];
            lotNumber: number;
            /** @description Máximo por comprador (pedidos pendentes e pagos); 0 = sem limite */
            perCustomerLimit: components["schemas"]["Count"];
            saleStart: components["schemas"]["NullableDateTime"];
            saleEnd: components["schemas"]["NullableDateTime"];
            /** @description A maior parcela de um ingresso deste tipo no cartão ("em até 12x de R$ 27,50"), ou null quando o preço não chega a duas parcelas de R$ 5,00. Sempre presente nas respostas do servidor */
            installments?: components["schemas"]["Installment"] | null;
        };
        Event: {
            _id: components["schemas"]["Uuid"];
            title: string;
            description: string | null;
            /** @description URL do cartaz */
            image: string | null;
            /** @description URL do mapa do evento */
            mapImage: string | null;
            venue: string | null;
            city: string | null;
            /** @description UF com 2 letras maiúsculas */
            state: string | null;
            eventDate: components["schemas"]["NullableDateTime"];
            /** @description Abertura dos portões, HH:MM */
            gatesOpenTime: string | null;
            /** @description Início do show, HH:MM */
            showStartTime: string | null;
            startDate: components["schemas"]["NullableDateTime"];
            endDate: components["schemas"]["NullableDateTime"];
            status: components["schemas"]["EventStatus"];
            /** @description Quando o organizador cancelou o evento ("Evento cancelado"; nada mais é vendido); null se não */
            cancelledAt: components["schemas"]["NullableDateTime"];
            organizerId: components["schemas"]["Uuid"];
            ticketTypes: components["schemas"]["TicketType"][];
            /** @description Os tipos à venda agora (o lote vigente de cada categoria) */
            sellableTicketTypes: components["schemas"]["TicketType"][];
            /** @description O evento está coberto pela lei da meia-entrada (Lei 12.933/2013): publicado, oferece ao menos 40% dos ingressos como meia-entrada. false = evento não coberto (congresso, curso): sem cota */
            meiaEntradaLei: boolean;
            meiaEntrada: components["schemas"]["MeiaEntradaCount"];
            /** @description Máximo de parcelas no cartão que o organizador aceita (1 a 12, padrão 12). Sempre presente nas respostas do servidor */
            maxInstallments?: number;
            /** @description A abertura de vendas (issue #28); com `queue`, a partir de 30 minutos antes de `startsAt` o app manda os visitantes para /fila/{eventId}. null: sem abertura marcada */
            onSale?: components["schemas"]["OnSale"] | null;
            /** @description As categorias de "lugares marcados": têm mapa de assentos (GET /events/{id}/seats) e o comprador escolhe os assentos. Sempre presente nas respostas do servidor */
            seatedCategories?: string[];
        };
        /** @description As meias-entradas do evento inteiro (todos os tipos com `meiaEntrada`) */
        MeiaEntradaCount: {
            total: components["schemas"]["Count"];
            /** @description Reservadas por pedidos pendentes e pagos */
            vendidas: components["schemas"]["Count"];
            /** @description total - vendidas ("Meias disponíveis") */
            restantes: components["schemas"]["Count"];
        };
        /** @enum {string} */
        MeiaEntradaTipo: "estudante" | "pcd" | "acompanhante_pcd" | "jovem_baixa_renda" | "idoso";
        /** @description Quem tem direito à meia-entrada deste ingresso. `tipo`: estudante | pcd | acompanhante_pcd | jovem_baixa_renda | idoso. `documento` é guardado só com letras e números; um documento tem no máximo uma meia-entrada por evento (pedidos pendentes e pagos) */
        MeiaEntradaInput: {
            tipo: string;
            documento: string;
        };
        MeiaEntradaBeneficiary: {
            tipo: components["schemas"]["MeiaEntradaTipo"];
            /** @description Só letras e números */
            documento: string;
        };
        EventSummary: {
            _id: components["schemas"]["Uuid"];
            title: string;
            image: string | null;
            venue: string | null;
            city: string | null;
            state: string | null;
            eventDate: components["schemas"]["NullableDateTime"];
            startDate: components["schemas"]["NullableDateTime"];
            status: components["schemas"]["EventStatus"];
            cancelledAt: components["schemas"]["NullableDateTime"];
        };
        EventList: {
            items: components["schemas"]["EventSummary"][];
            total: components["schemas"]["Count"];
            limit: number;
            offset: number;
        };
        EventCancelInput: {
            /** @default false */
            dryRun: boolean;
        };
        EventCancellation: {
            eventId: components["schemas"]["Uuid"];
            dryRun: boolean;
            /** @description Quando foi cancelado (null numa simulação de um evento ainda não cancelado) */
            cancelledAt: components["schemas"]["NullableDateTime"];
            /** @description Pedidos pagos a estornar (ainda não estornados) */
            paidOrders: components["schemas"]["Count"];
            /** @description Pedidos aguardando pagamento a cancelar */
            pendingOrders: components["schemas"]["Count"];
            /** @description Ingressos válidos que deixam de valer */
            tickets: components["schemas"]["Count"];
            refundAmount: components["schemas"]["Amount"];
        };
        MyEvent: {
            _id: components["schemas"]["Uuid"];
            title: string;
            status: components["schemas"]["EventStatus"];
            startDate: components["schemas"]["NullableDateTime"];
            eventDate: components["schemas"]["NullableDateTime"];
            city: string | null;
            state: string | null;
            image: string | null;
            cancelledAt: components["schemas"]["NullableDateTime"];
        };
        /** @description Um lote. Com `category` e `lotLabel`, o servidor compõe `name` ("Categoria — Lote"); sem eles (o corpo da especificação), `name` é obrigatório e é lido como "Categoria — Lote". `meiaEntrada` ausente vale true quando o nome do lote contém "Meia". Dois lotes da mesma categoria não podem ter o mesmo nome. Ao editar, um item sem `_id` que tem o nome de um tipo existente do evento é esse tipo. */
        TicketTypeInput: {
            /** @description Tipo existente (só ao editar); ausente cria um tipo novo, salvo se o nome for de um existente */
            _id?: components["schemas"]["Uuid"];
            /** @description "Categoria — Lote"; ignorado quando `category` e `lotLabel` vêm */
            name?: string;
            category?: string;
            lotLabel?: string;
            meiaEntrada?: boolean;
            price: components["schemas"]["MoneyInput"];
            quantity: components["schemas"]["Quantity"];
            lotNumber: number;
            /** @description 0 = sem limite */
            perCustomerLimit: components["schemas"]["Quantity"];
            saleStart?: components["schemas"]["NullableDateTime"];
            saleEnd?: components["schemas"]["NullableDateTime"];
            /** @description Só com cupom (padrão false); ao editar, ausente mantém o valor guardado */
            couponOnly?: boolean;
        };
        /** @description Corpo de criação e de edição. Na criação, campos ausentes ficam nulos (status `draft`, sem tipos de ingresso); na edição, ficam como estão. `state` aceita a UF ou o nome do estado, que o servidor converte para a UF. */
        EventInput: {
            title: string;
            description?: string | null;
            image?: components["schemas"]["NullableUrlInput"];
            mapImage?: components["schemas"]["NullableUrlInput"];
            venue?: string | null;
            city?: string | null;
            state?: string | null;
            status?: components["schemas"]["EventStatus"];
            eventDate?: components["schemas"]["NullableDateTime"];
            gatesOpenTime?: components["schemas"]["TimeOfDayInput"];
            showStartTime?: components["schemas"]["TimeOfDayInput"];
            startDate?: components["schemas"]["NullableDateTime"];
            endDate?: components["schemas"]["NullableDateTime"];
            /** @description Ausente na criação vale true. Com true, publicar exige ao menos 40% dos ingressos como meia-entrada */
            meiaEntradaLei?: boolean;
            /** @description Máximo de parcelas no cartão (1 a 12); ausente na criação vale 12 */
            maxInstallments?: number;
            /** @description Abertura de vendas: ausente fica como está; null desliga a fila */
            onSale?: components["schemas"]["OnSaleInput"] | null;
            ticketTypes?: components["schemas"]["TicketTypeInput"][];
        };
        OnSale: {
            startsAt: components["schemas"]["DateTime"];
            /** @description Fila de espera na abertura (quem chega antes é sorteado; depois, por ordem de chegada) */
            queue: boolean;
            /** @description Pessoas admitidas por minuto (nunca mais de 5 % acima disso em qualquer minuto) */
            admitPerMinute: number;
        };
        OnSaleInput: {
            startsAt: components["schemas"]["DateTime"];
            queue: boolean;
            /** @description Ausente vale QUEUE_ADMIT_PER_MINUTE (o que o Asaas permite; docs/deploy.md) */
            admitPerMinute?: number;
        };
        OnSalePaceInput: {
            admitPerMinute: number;
        };
        OnSaleSummary: {
            eventId: components["schemas"]["Uuid"];
            title: string;
            startsAt: components["schemas"]["DateTime"];
            queue: boolean;
            admitPerMinute: number;
            /** @description A ordem de quem chegou antes da abertura já foi sorteada */
            sealed: boolean;
            /** @description Pessoas na fila ainda não admitidas */
            waiting: number;
            admitted: number;
        };
        QueueStatus: {
            /**
             * @description before = a fila ainda não abriu (a posição é sorteada na abertura); waiting = esperando; admitted = a vez chegou; passUsed = o passe já criou um pedido; passExpired = os 10 minutos acabaram (entrar de novo leva ao fim da fila); soldOut = ingressos esgotados; open = o evento não tem fila
             * @enum {string}
             */
            state: "before" | "waiting" | "admitted" | "passUsed" | "passExpired" | "soldOut" | "open";
            startsAt: components["schemas"]["DateTime"];
            /** @description Lugar atual na fila (1 = o próximo); null antes da abertura */
            position: number | null;
            ahead: number | null;
            estimatedWaitSeconds: number | null;
            admitted: boolean;
            /** @description Admitido sem login; entre na conta para receber o passe */
            loginRequired: boolean;
            /** @description O passe (cabeçalho X-Queue-Pass de POST /orders) */
            pass?: string;
            passExpiresAt?: components["schemas"]["DateTime"];
            /** @description Presente quando o lugar mudou (a conta já tinha um lugar): use este token daqui em diante */
            token?: string;
            pollAfterSeconds: number;
        };
        QueueJoined: components["schemas"]["QueueStatus"] & {
            /** @description Identifica o lugar (neste evento e neste navegador); `?token=` ou `X-Queue-Token` */
            token: string;
        };
        /**
         * @description percent = percentual; fixed = reais a menos por ingresso; price = preço do ingresso com o cupom
         * @enum {string}
         */
        CouponKind: "percent" | "fixed" | "price";
        Coupon: {
            _id: components["schemas"]["Uuid"];
            code: string;
            kind: components["schemas"]["CouponKind"];
            /** @description Percentual (percent) ou reais (fixed, price) */
            value: number;
            /** @description Tipos a que o cupom se aplica; vazio = todos */
            ticketTypeIds: components["schemas"]["Uuid"][];
            /** @description Máximo de ingressos com o cupom; null = sem limite */
            maxUses: number | null;
            /** @description Ingressos reservados com o cupom (pedidos pendentes e pagos) */
            used: components["schemas"]["Count"];
            validFrom: components["schemas"]["NullableDateTime"];
            validUntil: components["schemas"]["NullableDateTime"];
            active: boolean;
            /** @description Pedidos pagos com o cupom, menos os reembolsados */
            paidOrders: components["schemas"]["NetCount"];
            /** @description Desconto concedido em pedidos pagos, menos os reembolsados */
            discount: components["schemas"]["NetAmount"];
        };
        CouponInput: {
            code: string;
            kind: components["schemas"]["CouponKind"];
            value: components["schemas"]["MoneyInput"];
            ticketTypeIds?: components["schemas"]["Uuid"][];
            maxUses?: number | null;
            validFrom?: components["schemas"]["NullableDateTime"];
            validUntil?: components["schemas"]["NullableDateTime"];
            active?: boolean;
        };
        CouponPatch: {
            code?: string;
            kind?: components["schemas"]["CouponKind"];
            value?: components["schemas"]["MoneyInput"];
            ticketTypeIds?: components["schemas"]["Uuid"][];
            maxUses?: number | null;
            validFrom?: components["schemas"]["NullableDateTime"];
            validUntil?: components["schemas"]["NullableDateTime"];
            active?: boolean;
        };
        /**
         * @description pending = "Aguardando aprovação", paid = "Pago", os demais = "Cancelado" (expired: o prazo de pagamento acabou; cancelled: cancelado antes de pago; refunded: pago e estornado)
         * @enum {string}
         */
        OrderStatus: "pending" | "paid" | "expired" | "cancelled" | "refunded";
        /** @description Assento acessível (cadeirante, acompanhante) ou null */
        SeatAccessible: ("cadeirante" | "acompanhante") | null;
        SeatInput: {
            label: string;
            x: number;
            y: number;
            /** @enum {string} */
            status?: "available" | "blocked";
            accessible?: components["schemas"]["SeatAccessible"];
        };
        SeatMapInput: {
            sections: {
                name: string;
                category: string;
                rows: {
                    label: string;
                    seats: components["schemas"]["SeatInput"][];
                }[];
            }[];
        };
        Seat: {
            id: components["schemas"]["SeatId"];
            label: string;
            x: number;
            y: number;
            /** @enum {string} */
            status: "available" | "held" | "sold" | "blocked";
            accessible: components["schemas"]["SeatAccessible"];
        };
        SeatSection: {
            id: string;
            name: string;
            category: string;
            rows: {
                label: string;
                seats: components["schemas"]["Seat"][];
            }[];
        };
        SeatMap: {
            /** @description Muda a cada vez que o mapa é salvo (o ETag da geometria) */
            version: string;
            sections: components["schemas"]["SeatSection"][];
        };
        SeatStatuses: {
            version: string;
            /** @description Uma letra por assento na ordem do mapa (a, h, s, b) */
            statuses: string;
        };
        OrderItemInput: {
            ticketTypeId: components["schemas"]["Uuid"];
            quantity: components["schemas"]["Quantity"];
            /** @description Lugares marcados (issue #29): um assento do mapa por ingresso (tantos quanto `quantity`), da categoria do tipo. Um assento está em no máximo um pedido pendente ou pago; perdido para outro comprador, 409 `SEAT_TAKEN` com `seatIds` e a mensagem "O assento F12 acabou de ser reservado". */
            seatIds?: components["schemas"]["SeatId"][];
            /** @description Ignorado pelo servidor */
            name?: string;
            /** @description Ignorado pelo servidor */
            price?: components["schemas"]["MoneyInput"];
        };
        AttendeeInput: {
            idx?: number;
            ticketTypeId: components["schemas"]["Uuid"];
            lotName?: string;
            name: string;
            email: string;
            /** @description Obrigatório para um ingresso de meia-entrada; ignorado nos demais */
            meiaEntrada?: components["schemas"]["MeiaEntradaInput"] | null;
        };
        OrderInput: {
            eventId: components["schemas"]["Uuid"];
            items: components["schemas"]["OrderItemInput"][];
            /** @description Um por ingresso, com nome e e-mail de quem vai usar */
            attendees: components["schemas"]["AttendeeInput"][];
            subtotal: components["schemas"]["MoneyInput"];
            fee: components["schemas"]["MoneyInput"];
            /** @description O total que o comprador viu; diferente do calculado pelo servidor responde 409 */
            total: components["schemas"]["MoneyInput"];
            /** @description Ignorado pelo servidor (o app envia "pendente") */
            statusPagamento?: string;
            metodoPagamento?: string;
            coupon?: string | null;
        };
        /** @description O corpo de POST /orders, com `attendees`, `subtotal`, `fee` e `total` opcionais */
        OrderQuoteInput: {
            eventId: components["schemas"]["Uuid"];
            items: components["schemas"]["OrderItemInput"][];
            attendees?: components["schemas"]["AttendeeInput"][];
            subtotal?: components["schemas"]["MoneyInput"];
            fee?: components["schemas"]["MoneyInput"];
            total?: components["schemas"]["MoneyInput"];
            statusPagamento?: string;
            metodoPagamento?: string;
            coupon?: string | null;
        };
        /** @description Por que POST /orders recusaria; `message` em pt-BR, pronta para exibir */
        Refusal: {
            message: string;
            /** @description EVENT_ENDED, EVENT_CANCELLED, ORDER_LIMIT, SOLD_OUT, NOT_ENOUGH, NOT_ON_SALE, LIMIT_REACHED, UNKNOWN_TICKET_TYPE... */
            code: string;
        };
        OrderQuoteLine: {
            ticketTypeId: components["schemas"]["Uuid"];
            name: string;
            category: string;
            lotLabel: string;
            meiaEntrada: boolean;
            quantity: components["schemas"]["Count"];
            unitPrice: components["schemas"]["Amount"];
            /** @description unitPrice × quantity */
            subtotal: components["schemas"]["Amount"];
            discount: components["schemas"]["Amount"];
            /** @description subtotal - discount */
            total: components["schemas"]["Amount"];
            /** @description Ingressos ainda em estoque deste tipo */
            remaining: components["schemas"]["Count"];
            /** @description Máximo por comprador; 0 = sem limite */
            perCustomerLimit: components["schemas"]["Count"];
            /** @description Ingressos deste tipo que o comprador já tem em pedidos pendentes e pagos (0 sem token) */
            held: components["schemas"]["Count"];
            /** @description Quanto este comprador ainda pode levar deste tipo agora: o estoque restante, limitado ao limite por cliente menos o que ele já tem; 0 quando o tipo não está à venda */
            maxQuantity: components["schemas"]["Count"];
            /** @description A recusa que POST /orders daria a esta linha, ou null */
            refusal: components["schemas"]["Refusal"] | null;
        };
        /** @description O que o cupom enviado faz com este pedido */
        CouponEffect: {
            /** @description O código como o organizador o cadastrou quando vale para este carrinho; recusado, como foi enviado (a grafia do organizador diria que ele existe) */
            code: string;
            /** @description Por que o cupom não vale, ou null: `COUPON_INVALID` para um código que não existe e para um que existe mas não vale (inativo, fora da validade, esgotado, de outros ingressos), com as mesmas palavras; `COUPON_EXHAUSTED` só quando o cupom vale mas não para tantos ingressos ("só vale para mais N") */
            refusal: components["schemas"]["Refusal"] | null;
            /** @description Tipos "só com cupom" que este cupom libera (os que ele nomeia em `ticketTypeIds`) */
            unlockedTicketTypeIds: components["schemas"]["Uuid"][];
            /** @description Tipos do evento que recebem o desconto (meia-entrada nunca) */
            discountedTicketTypeIds: components["schemas"]["Uuid"][];
            discount: components["schemas"]["Amount"];
        };
        OrderQuote: {
            /** @description O efeito do `coupon` enviado, ou null sem cupom */
            coupon: components["schemas"]["CouponEffect"] | null;
            eventId: components["schemas"]["Uuid"];
            /** @description Uma por tipo pedido (itens repetidos somados) */
            lines: components["schemas"]["OrderQuoteLine"][];
            subtotal: components["schemas"]["Amount"];
            discount: components["schemas"]["Amount"];
            /** @description Taxas (Pix e conveniência) */
            fee: components["schemas"]["Amount"];
            /** @description subtotal - discount + fee; o `total` que POST /orders espera */
            total: components["schemas"]["Amount"];
            /** @description POST /orders aceitaria estes itens agora (nenhuma recusa e ao menos um ingresso) */
            orderable: boolean;
            meiaEntrada: components["schemas"]["MeiaEntradaCount"];
            /** @description Recusa do pedido inteiro (evento encerrado...), ou null */
            refusal: components["schemas"]["Refusal"] | null;
            installments?: components["schemas"]["Installments"];
        };
        OrderCreated: {
            /** @description Igual a `_id` */
            pedidoId: components["schemas"]["Uuid"];
            _id: components["schemas"]["Uuid"];
            status: components["schemas"]["OrderStatus"];
            total: components["schemas"]["Amount"];
            /** @description Fim da reserva dos ingressos se o pedido não for pago */
            expiresAt: components["schemas"]["DateTime"];
        };
        OrderEvent: {
            _id: components["schemas"]["Uuid"];
            title: string;
            image: string | null;
            eventDate: components["schemas"]["NullableDateTime"];
            city: string | null;
            state: string | null;
            venue: string | null;
        };
        OrderLine: {
            name: string;
            quantity: components["schemas"]["Count"];
            unitPrice: components["schemas"]["Amount"];
            /** @description Desconto nesta linha (cupom); 0 sem desconto */
            discount: components["schemas"]["Amount"];
            /** @description unitPrice × quantity - discount, como a cotação mostrou */
            total: components["schemas"]["Amount"];
        };
        OrderListItem: {
            _id: components["schemas"]["Uuid"];
            event: components["schemas"]["OrderEvent"];
            createdAt: components["schemas"]["DateTime"];
            items: components["schemas"]["OrderLine"][];
            total: components["schemas"]["Amount"];
            status: components["schemas"]["OrderStatus"];
            payment?: components["schemas"]["OrderPaymentMethod"];
        };
        OrderAttendee: {
            name: string;
            email: string;
            ticketTypeName: string;
            /** @description O beneficiário de um ingresso de meia-entrada, ou null */
            meiaEntrada: components["schemas"]["MeiaEntradaBeneficiary"] | null;
        };
        /** @description Se o comprador pode cancelar este pedido agora e o que acontece: um pedido aguardando pagamento a qualquer momento; um pago em até 7 dias do pagamento e até 48 h antes do evento, com estorno do valor pago. */
        OrderCancellation: {
            allowed: boolean;
            /** @description Por que não pode (pt-BR), null quando pode */
            reason: string | null;
            refundAmount: components["schemas"]["Amount"];
            /** @description Até quando o cancelamento é aceito (pedidos pagos); null para os demais */
            deadline: components["schemas"]["NullableDateTime"];
        };
        /** @description O estorno do pedido (pedido ao provedor; confirmado pelo seu webhook) */
        OrderRefund: {
            /**
             * @description requested (a pedir ou tentando de novo), sent (aceito pelo provedor), confirmed
             * @enum {string}
             */
            status: "requested" | "sent" | "confirmed";
            amount: components["schemas"]["Amount"];
            /**
             * @description buyer_cancelled e admin_cancelled (quem cancelou o pedido), late_payment (pagamento que chegou para um pedido que não podia mais recebê-lo), event_cancelled (evento cancelado), provider_refunded (estorno feito direto no provedor, registrado já confirmado)
             * @enum {string}
             */
            reason: "buyer_cancelled" | "admin_cancelled" | "late_payment" | "event_cancelled" | "provider_refunded";
            requestedAt: components["schemas"]["DateTime"];
            confirmedAt: components["schemas"]["NullableDateTime"];
            /** @description A última recusa do provedor, enquanto o estorno é tentado de novo */
            lastError: string | null;
        };
        AdminRefund: components["schemas"]["OrderRefund"] & {
            _id: components["schemas"]["Uuid"];
            orderId: components["schemas"]["Uuid"];
            eventTitle: string;
            buyerEmail: string | null;
            /** @description Pedidos feitos ao provedor até agora */
            attempts: number;
            /** @description Quando será pedido de novo (só enquanto `requested`) */
            nextAttemptAt: components["schemas"]["NullableDateTime"];
        };
        RefundsPage: {
            items: components["schemas"]["AdminRefund"][];
            total: number;
            /** @description Quantos ainda não foram confirmados pelo provedor */
            awaiting: number;
        };
        OrderDetail: {
            /** @description O cupom com que o pedido foi calculado (null sem cupom ou se o cupom foi removido) */
            couponCode: string | null;
            _id: components["schemas"]["Uuid"];
            createdAt: components["schemas"]["DateTime"];
            status: components["schemas"]["OrderStatus"];
            subtotal: components["schemas"]["Amount"];
            discount: components["schemas"]["Amount"];
            fee: components["schemas"]["Amount"];
            total: components["schemas"]["Amount"];
            expiresAt: components["schemas"]["DateTime"];
            eventTitle: string;
            eventPoster: string | null;
            event: components["schemas"]["OrderEvent"];
            buyerName: string;
            buyerEmail: string;
            /** @description Informado ao gerar o Pix; null antes disso */
            buyerCpfCnpj: string | null;
            /** @description Informado ao gerar o Pix; null antes disso */
            buyerPhone: string | null;
            items: components["schemas"]["OrderLine"][];
            attendees: components["schemas"]["OrderAttendee"][];
            cancellation: components["schemas"]["OrderCancellation"];
            refund: components["schemas"]["OrderRefund"] | null;
            installments?: components["schemas"]["Installments"];
            payment?: components["schemas"]["OrderPaymentMethod"];
        };
        Pix: {
            provider: components["schemas"]["PaymentProvider"];
            paymentId: components["schemas"]["PaymentId"];
            /** @description Imagem PNG do QR code em base64, sem o prefixo `data:` */
            base64: string;
            /** @description Código Pix copia e cola (BR Code) */
            copiaECola: string;
            expiracao: components["schemas"]["DateTime"];
        };
        OrderPayment: {
            status: components["schemas"]["OrderStatus"];
            /** @description O último Pix gerado para o pedido, ou null */
            pix: components["schemas"]["Pix"] | null;
            /** @description A última tentativa de cartão do pedido (aprovada, em análise ou reprovada na análise), ou null. Sempre presente nas respostas do servidor */
            card?: components["schemas"]["CardCharge"] | null;
            /** @description Os cartões que o comprador já usou (token do Asaas, final e bandeira; nunca o número), só para o próprio comprador. Sempre presente nas respostas do servidor */
            savedCards?: components["schemas"]["SavedCard"][];
        };
        /**
         * @description valid = admite na portaria; cancelled = o pedido foi estornado ou cancelado; reissued = substituído por outro código (transferência)
         * @enum {string}
         */
        TicketState: "valid" | "cancelled" | "reissued";
        OrderTicket: {
            /** @description Ingresso de meia-entrada (numa transferência, o novo titular informa a sua meia-entrada) */
            meiaEntrada: boolean;
            /** @description O direito do titular a uma meia-entrada, que o ingresso lembra ("Leve o documento: …"); null num ingresso inteiro */
            meiaEntradaTipo: components["schemas"]["MeiaEntradaTipo"] | null;
            /** @description Lugares marcados (issue #29): "Setor B · Fileira F · Assento 12"; null num ingresso sem lugar marcado. Sempre presente nas respostas do servidor */
            seat?: string | null;
            /** @description Parâmetro `access` dos endereços do PDF e do QR rotativo deste ingresso (o código sozinho não os abre); vale até `accessExpiresAt`. Null para o comprador de um ingresso que ele transferiu: só o novo titular o abre. */
            access: string | null;
            /** @description O novo titular, quando o ingresso foi transferido (uma vez por ingresso) */
            transferredTo: components["schemas"]["TicketTransferred"] | null;
            _id: components["schemas"]["Uuid"];
            /** @description O código do ingresso (o que a portaria admite), só para o titular atual e o ADMIN. Null para o comprador de um ingresso que ele transferiu: ele vê "Transferido para …" e nada que entre no evento. */
            code: components["schemas"]["TicketCode"] | null;
            ticketTypeName: string;
            attendeeName: string;
            checkedInAt: components["schemas"]["NullableDateTime"];
            state: components["schemas"]["TicketState"];
        };
        TicketTransferInput: {
            name: string;
            email: string;
            /** @description Obrigatório para um ingresso de meia-entrada: o direito do novo titular (tipo e documento, validados como na compra; o documento passa a ocupar a vaga da meia no evento). Recusado num ingresso inteiro */
            meiaEntrada?: components["schemas"]["MeiaEntradaInput"] | null;
        };
        /** @description O ingresso dado, como o comprador passa a vê-lo (sem o código novo, que é do novo titular) */
        TicketTransfer: {
            _id: components["schemas"]["Uuid"];
            holder: components["schemas"]["TicketHolder"];
            transferredAt: components["schemas"]["DateTime"];
        };
        TicketHolder: {
            name: string;
            email: string;
        };
        ReceivedTicketOrder: {
            orderId: components["schemas"]["Uuid"];
            event: components["schemas"]["OrderEvent"];
            /** @description Quantos ingressos do pedido são do usuário */
            tickets: number;
        };
        TicketTransferred: {
            name: string;
            email: string;
            at: components["schemas"]["DateTime"];
        };
        OrderTickets: {
            accessExpiresAt: components["schemas"]["DateTime"];
            order: {
                _id: components["schemas"]["Uuid"];
                status: components["schemas"]["OrderStatus"];
                createdAt: components["schemas"]["DateTime"];
            };
            event: {
                _id: components["schemas"]["Uuid"];
                title: string;
                image: string | null;
                eventDate: components["schemas"]["NullableDateTime"];
                startDate: components["schemas"]["NullableDateTime"];
                venue: string | null;
                city: string | null;
                state: string | null;
                gatesOpenTime: string | null;
                showStartTime: string | null;
            };
            tickets: components["schemas"]["OrderTicket"][];
        };
        Installment: {
            count: number;
            /** @description Cada parcela */
            value: components["schemas"]["Amount"];
            /** @description O que o comprador paga ao todo (o total do pedido sem juros; parcelas × valor com juros) */
            total: components["schemas"]["Amount"];
            interestFree: boolean;
        };
        /** @description As parcelas que o cartão aceita para este valor, de 1 ao `maxInstallments` do evento: sem juros até INSTALLMENTS_FREE (3), tabela Price com INSTALLMENT_RATE (1,99% ao mês) além, nenhuma parcela abaixo de R$ 5,00 (vazia abaixo de R$ 5,00: sem cartão). Sempre presente nas respostas do servidor */
        Installments: components["schemas"]["Installment"][];
        /** @enum {string} */
        PaymentMethod: "pix" | "card";
        /** @description Como o pedido foi pago ("Pix", "Cartão de crédito · 3x de R$ 50,00"), ou null enquanto não foi. Sempre presente nas respostas do servidor */
        OrderPaymentMethod: null | {
            method: components["schemas"]["PaymentMethod"];
            /** @description Parcelas no cartão; null no Pix */
            installments: number | null;
            /** @description Cada parcela no cartão; null no Pix */
            installmentValue: components["schemas"]["Amount"] | null;
            /** @description Juros pagos pelo comprador (além do total do pedido); 0 no Pix e sem juros */
            interest: components["schemas"]["Amount"];
            label: string;
        };
        CardInput: {
            nomeTitular: string;
            /** @description Número do cartão (espaços aceitos); Luhn e bandeira conferidos */
            numero: string;
            mesValidade: string;
            /** @description AA ou AAAA */
            anoValidade: string;
            cvv: string;
        };
        /** @description O titular do cartão, que o Asaas exige numa cobrança de cartão */
        CardHolderInput: {
            nome: string;
            email: string;
            cpfCnpj: string;
            cep: string;
            numeroEndereco: string;
            telefone: string;
        };
        /** @description Exatamente um de `cartao` e `cartaoToken` */
        CardPaymentInput: {
            pedidoId: components["schemas"]["Uuid"];
            parcelas: number;
            cartao?: components["schemas"]["CardInput"];
            /** @description O `token` de um dos `savedCards` do comprador */
            cartaoToken?: string;
            titular: components["schemas"]["CardHolderInput"];
        } & (unknown | unknown);
        /**
         * @description paid (aprovado), analysis (em análise de risco no emissor), refused (recusado)
         * @enum {string}
         */
        CardPaymentStatus: "paid" | "analysis" | "refused";
        CardPaymentResult: {
            status: components["schemas"]["CardPaymentStatus"];
            paymentId: components["schemas"]["PaymentId"];
            /** @description O que mostrar ao comprador ("Pagamento aprovado!", "Pagamento em análise") */
            message: string;
        };
        CardRefusal: {
            /** @description O motivo da recusa em pt-BR */
            message: string;
            /** @enum {string} */
            code: "CARD_REFUSED";
            /** @enum {string} */
            status: "refused";
            /** @description Nenhuma cobrança ficou no provedor */
            paymentId: null;
        };
        CardCharge: {
            provider: components["schemas"]["PaymentProvider"];
            paymentId: components["schemas"]["PaymentId"];
            status: components["schemas"]["CardPaymentStatus"];
            installments: number;
            installmentValue: components["schemas"]["Amount"];
            /** @description Total cobrado, juros incluídos */
            total: components["schemas"]["Amount"];
            /** @description Bandeira (visa, mastercard, elo, american-express...) */
            brand: string | null;
            last4: string | null;
        };
        SavedCard: {
            token: string;
            brand: string | null;
            last4: string;
            /** @description "Usar cartão final 4242 (Visa)" */
            label: string;
        };
        PixInput: {
            pedidoId: components["schemas"]["Uuid"];
            totalPedido: components["schemas"]["MoneyInput"];
            /** @description Nome completo do comprador */
            nomeVaqueiro: string;
            email: string;
            /** @description CPF (11 dígitos) ou CNPJ (14 dígitos); o servidor confere os dígitos verificadores */
            cpfCnpj: string;
            /** @description WhatsApp, só dígitos (pode ser vazio) */
            phone: string;
            eventoid?: components["schemas"]["Uuid"];
            descricao?: string;
        };
        /**
         * @description Quem emitiu o Pix. `local` é o provedor de desenvolvimento (sem dinheiro de verdade): só com ele a tela de pagamento oferece "Simular pagamento" (POST /pagamento/local/{paymentId}/confirm).
         * @enum {string}
         */
        PaymentProvider: "local" | "asaas";
        PixCharge: {
            provider: components["schemas"]["PaymentProvider"];
            paymentId: components["schemas"]["PaymentId"];
            /** @description Imagem PNG do QR code em base64, sem o prefixo `data:` */
            qrCodeBase64: string;
            /** @description Código Pix copia e cola (BR Code) */
            copiaECola: string;
            expiracao: components["schemas"]["DateTime"];
        };
        AsaasWebhookPayment: {
            id: string;
            /** @description O id do pedido */
            externalReference?: string | null;
            value: number;
            status: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Evento do Asaas; o Asaas acrescenta campos, que são aceitos e ignorados. */
        AsaasWebhookEvent: {
            /** @description Id do evento, registrado para ignorar entregas repetidas */
            id: string;
            /** @description PAYMENT_RECEIVED, PAYMENT_CONFIRMED, ... */
            event: string;
            payment?: components["schemas"]["AsaasWebhookPayment"];
        } & {
            [key: string]: unknown;
        };
        WebhookAck: {
            /** @enum {boolean} */
            received: true;
        };
        LocalConfirmResult: {
            status: components["schemas"]["OrderStatus"];
        };
        ScanInput: {
            /** @description Conteúdo lido do QR (rotativo ou do PDF) */
            code: string;
        };
        ScanResult: {
            /** @enum {string} */
            status: "checked_in";
            checkedInAt: components["schemas"]["DateTime"];
            ticket: {
                _id: components["schemas"]["Uuid"];
                code: components["schemas"]["TicketCode"];
                ticketTypeName: string;
                /** @description Lugares marcados: "Setor B · Fileira F · Assento 12"; null sem lugar marcado */
                seat?: string | null;
            };
            attendee: {
                name: string;
                email: string;
                /** @description Ingresso de meia-entrada: quem tem direito e o documento; a portaria exige o comprovante e um documento com foto. null para os demais */
                meiaEntrada: components["schemas"]["MeiaEntradaBeneficiary"] | null;
            };
            event: {
                _id: components["schemas"]["Uuid"];
                title: string;
                eventDate: components["schemas"]["NullableDateTime"];
                venue: string | null;
                city: string | null;
            };
        };
        ScanConflict: {
            /** @description "Ingresso já utilizado" */
            message: string;
            /** @enum {string} */
            code: "ALREADY_CHECKED_IN";
            checkedInAt: components["schemas"]["DateTime"];
            /** @description De quem é o ingresso já utilizado (o participante nomeado na compra) */
            attendeeName?: string;
            /** @description O tipo do ingresso já utilizado */
            ticketTypeName?: string;
        };
        ReportSummary: {
            /** @description Por cupom, pedidos pagos no período (menos reembolsados) e o desconto concedido */
            coupons: components["schemas"]["ReportCoupon"][];
            event: {
                title: string;
                startDate: components["schemas"]["NullableDateTime"];
                city: string | null;
            };
            totals: {
                ordersPaid: components["schemas"]["NetCount"];
                tickets: components["schemas"]["NetCount"];
                revenue: components["schemas"]["NetAmount"];
            };
            byLot: components["schemas"]["ReportLot"][];
            /** @description As meias-entradas do evento: total oferecido, vendidas e restantes (estoque agora, pendentes e pagos) e a parte dos ingressos vendidos que é meia-entrada, em % (0 sem vendas) */
            meiaEntrada: {
                /** @description O evento está coberto pela lei da meia-entrada */
                lei: boolean;
                total: components["schemas"]["Count"];
                vendidas: components["schemas"]["Count"];
                restantes: components["schemas"]["Count"];
                percentualVendidos: number;
            };
            /** @description Sempre presente nas respostas do servidor */
            checkIn?: components["schemas"]["ReportCheckIn"];
            /** @description Sempre presente nas respostas do servidor */
            payments?: components["schemas"]["ReportPayments"];
            from: components["schemas"]["Date"];
            to: components["schemas"]["Date"];
        };
        ReportPaymentRow: {
            /** @description Pedidos pagos no período menos os reembolsados */
            orders: components["schemas"]["NetCount"];
            /** @description Receita de ingressos (sem os juros) */
            revenue: components["schemas"]["NetAmount"];
            /** @description Juros do parcelamento pagos pelos compradores, à parte da receita */
            interest: components["schemas"]["NetAmount"];
        };
        /** @description As vendas do período por forma de pagamento e por número de parcelas (do livro de vendas) */
        ReportPayments: {
            byMethod: (components["schemas"]["ReportPaymentRow"] & {
                method: components["schemas"]["PaymentMethod"];
                /** @description "Pix" ou "Cartão" */
                label: string;
            })[];
            /** @description Só cartão, uma linha por número de parcelas vendido */
            byInstallments: (components["schemas"]["ReportPaymentRow"] & {
                installments: number;
            })[];
            interest: components["schemas"]["NetAmount"];
        };
        ReportLot: {
            ticketTypeId: components["schemas"]["Uuid"];
            name: string;
            /** @description Lote de meia-entrada */
            meiaEntrada: boolean;
            price: components["schemas"]["Amount"];
            plannedQuantity: components["schemas"]["Count"];
            /** @description Estoque vendido/reservado agora (pendentes e pagos), fora do período */
            officialSold: components["schemas"]["Count"];
            /** @description Ingressos pagos no período, menos os reembolsados no período */
            soldPaid: components["schemas"]["NetCount"];
            revenuePaid: components["schemas"]["NetAmount"];
            remaining: components["schemas"]["Count"];
        };
        ReportOrder: {
            /** @description Desconto do cupom no pedido */
            discount: components["schemas"]["Amount"];
            /** @description Lugares marcados dos ingressos do pedido ("Setor B · Fileira F · Assento 12"), na ordem dos participantes; vazio quando o pedido não tem lugar marcado */
            seats: string[];
            couponCode: string | null;
            id: components["schemas"]["Uuid"];
            createdAt: components["schemas"]["DateTime"];
            total: components["schemas"]["Amount"];
            items: components["schemas"]["OrderLine"][];
        };
        ReportCoupon: {
            couponId: components["schemas"]["Uuid"];
            code: string;
            orders: components["schemas"]["NetCount"];
            discount: components["schemas"]["NetAmount"];
            /** @description Usos (ingressos) reservados agora, por pedidos pendentes e pagos, fora do período */
            used: components["schemas"]["Count"];
            maxUses: number | null;
        };
        ReportDay: {
            day: components["schemas"]["Date"];
            tickets: components["schemas"]["NetCount"];
            revenue: components["schemas"]["NetAmount"];
        };
        ReportDaily: {
            daily: components["schemas"]["ReportDay"][];
            from: components["schemas"]["Date"];
            to: components["schemas"]["Date"];
        };
        /** @description Formato 1 do módulo door de `@bilheteria/rules` (encodeCheckinData / verifyOffline). Nada aqui identifica um participante sem o código do seu ingresso. */
        CheckinData: {
            /** @enum {integer} */
            format: 1;
            eventId: components["schemas"]["Uuid"];
            eventTitle: string;
            generatedAt: components["schemas"]["DateTime"];
            /** @description Enviado como `since` na próxima sincronização */
            cursor: string;
            /** @description Chave pública Ed25519 que assina os QR (32 bytes, base64url) */
            publicKey: string;
            /** @description Janela do QR rotativo, em segundos (vale a janela atual e a anterior) */
            stepSeconds: number;
            /** @description Os tipos de ingresso do evento; cada ingresso cifrado aponta um pela posição */
            ticketTypes: {
                name: string;
                meiaEntrada: boolean;
            }[];
            tickets: components["schemas"]["CheckinTicket"][];
            /** @description Ingressos que já entraram */
            checkedIn: components["schemas"]["CheckinAdmission"][];
            /** @description `lookup` dos ingressos cancelados, estornados ou reemitidos (transferidos) */
            cancelled: string[];
            /** @description `lookup` dos ingressos válidos de pedidos sem pagamento confirmado (recusados com essas palavras) */
            unpaid?: string[];
        };
        Upload: {
            /** @description A maior variante WebP; é o endereço que o evento ou o slide guarda */
            url: string;
            width: number;
            height: number;
            variants: {
                url: string;
                width: number;
                /** @enum {string} */
                type: "image/avif" | "image/webp";
            }[];
        };
        CheckinTicket: {
            /** @description base64url dos 16 primeiros bytes de SHA-256("bilheteria/door/lookup/v1:" + código) */
            lookup: string;
            /** @description Nome do participante, tipo e meia-entrada em AES-256-GCM (base64url), chave e IV de HKDF-SHA-256 do código do ingresso com o id do evento */
            sealed: string;
        };
        CheckinAdmission: {
            lookup: string;
            at: components["schemas"]["DateTime"];
        };
        CheckinSyncInput: {
            deviceId: components["schemas"]["Uuid"];
            eventId?: components["schemas"]["Uuid"];
            /** @description O `cursor` da resposta anterior (ou de `CheckinData`) */
            since?: string;
            scans: components["schemas"]["CheckinScanInput"][];
        };
        CheckinScanInput: {
            nonce: string;
            /** @description O que o QR continha (ou o código digitado) */
            code: string;
            scannedAt: components["schemas"]["DateTime"];
        };
        CheckinSyncResult: {
            results: components["schemas"]["CheckinScanOutcome"][];
            /** @description Entradas registradas por outros aparelhos (ou online) desde `since` */
            admitted: components["schemas"]["CheckinAdmission"][];
            /** @description `lookup` dos ingressos cancelados ou transferidos desde `since` */
            cancelled: string[];
            /** @description `lookup` dos ingressos válidos de pedidos sem pagamento confirmado */
            unpaid?: string[];
            /** @description Ingressos novos (vendas e transferências) desde `since` */
            tickets: components["schemas"]["CheckinTicket"][];
            cursor: string;
        };
        CheckinScanOutcome: {
            nonce: string;
            /** @enum {string} */
            outcome: "admitted" | "duplicate" | "rejected";
            /** @description Por que a leitura foi recusada (pt-BR), quando `rejected`; também quando o `nonce` já foi usado por este aparelho com outro `code` */
            message?: string;
            /** @description Quando o ingresso entrou pela primeira vez */
            admittedAt?: components["schemas"]["DateTime"];
            attendeeName?: string;
            ticketTypeName?: string;
        };
        DoorPairingCode: {
            /** @description Código de uso único, 8 letras e números em dois grupos (ex. "K7QM-2XRD") */
            code: string;
            expiresAt: components["schemas"]["DateTime"];
            /** @description Endereço do /scanner com o código (`/scanner?parear=<code>`) */
            url: string;
            /** @description PNG do QR de `url`, em base64 */
            qrCodeBase64: string;
        };
        DoorPairInput: {
            code: string;
            /** @description Como o organizador vai reconhecer o aparelho (ex. "Portão 2") */
            name: string;
        };
        DoorDeviceCredential: {
            deviceId: components["schemas"]["Uuid"];
            /** @description Credencial do aparelho (Authorization Bearer); mostrada só agora */
            token: string;
            eventId: components["schemas"]["Uuid"];
            eventTitle: string;
        };
        DoorDevice: {
            _id: components["schemas"]["Uuid"];
            name: string;
            pairedAt: components["schemas"]["DateTime"];
            lastSyncAt: components["schemas"]["NullableDateTime"];
            scans: components["schemas"]["Count"];
        };
        /** @description Check-in ao vivo (agora, fora do período) */
        ReportCheckIn: {
            checkedIn: components["schemas"]["Count"];
            /** @description Ingressos válidos de pedidos pagos */
            sold: components["schemas"]["Count"];
            byLot: {
                ticketTypeId: components["schemas"]["Uuid"];
                name: string;
                checkedIn: components["schemas"]["Count"];
                sold: components["schemas"]["Count"];
            }[];
            /** @description Entradas por hora (início da hora, America/Sao_Paulo), só as horas com entradas */
            byHour: {
                hour: components["schemas"]["DateTime"];
                checkedIn: components["schemas"]["Count"];
            }[];
            /** @description Entradas duplicadas ("Entradas duplicadas"), a mais recente primeiro */
            duplicates: components["schemas"]["ReportDuplicateEntry"][];
        };
        /** @description Um ingresso que entrou duas vezes: a segunda entrada foi feita sem rede em outro aparelho (o código do ingresso não vem aqui: digitado, ele ainda faz entrar) */
        ReportDuplicateEntry: {
            ticketId: components["schemas"]["Uuid"];
            attendeeName: string;
            ticketTypeName: string;
            first: components["schemas"]["ReportEntryRecord"];
            second: components["schemas"]["ReportEntryRecord"];
        };
        ReportEntryRecord: {
            /** @description Nome do aparelho; "Validação online" para um check-in feito online */
            deviceName: string;
            at: components["schemas"]["DateTime"];
        };
        /** @enum {string} */
        PayoutCompanyType: "MEI" | "LIMITED" | "INDIVIDUAL" | "ASSOCIATION";
        /**
         * @description none: sem conta; pending: em análise no Asaas; approved: recebe as vendas; documents_required: o Asaas pediu documentos; refused: o Asaas recusou a conta
         * @enum {string}
         */
        PayoutAccountStatus: "none" | "pending" | "approved" | "documents_required" | "refused";
        PayoutAccountInput: {
            name: string;
            email: string;
            /** @description CPF (11) ou CNPJ (14); pontuação aceita */
            cpfCnpj: string;
            /** @description YYYY-MM-DD; obrigatória para CPF (18 anos ou mais) */
            birthDate?: string | null;
            /** @description MEI, LIMITED, INDIVIDUAL ou ASSOCIATION; obrigatório para CNPJ */
            companyType?: string | null;
            mobilePhone: string;
            postalCode: string;
            addressNumber: string;
            complement?: string | null;
            /** @description Renda (pessoa) ou faturamento (empresa) mensal, em reais */
            incomeValue: number;
        };
        /** @description A conta de recebimento; nunca traz a apiKey da subconta */
        PayoutAccount: {
            status: components["schemas"]["PayoutAccountStatus"];
            /** @description O que a situação significa e o que o organizador deve fazer, em português */
            statusMessage: string;
            /** @description Comissão da plataforma sobre o preço dos ingressos, em % */
            commissionPercent: number;
            /** @description Bloqueado pelo ADMIN (sem novas vendas pagas) */
            blocked: boolean;
            name?: string;
            email?: string;
            cpfCnpj?: string;
            birthDate?: string | null;
            companyType?: components["schemas"]["PayoutCompanyType"] | null;
            mobilePhone?: string;
            postalCode?: string;
            addressNumber?: string;
            complement?: string | null;
            incomeValue?: components["schemas"]["Amount"];
            /** @description A carteira Asaas que recebe o split */
            walletId?: string;
            createdAt?: components["schemas"]["DateTime"];
        };
        AdminOrganizer: {
            /** Format: uuid */
            _id: string;
            name: string;
            email: string;
            /** @description Quantos eventos o organizador tem */
            events: number;
            accountStatus: components["schemas"]["PayoutAccountStatus"];
            sales: components["schemas"]["NetAmount"];
            platformRevenue: components["schemas"]["NetAmount"];
            /** @description A comissão que vale para ele, em % */
            commissionPercent: number;
            /** @description Definida pelo ADMIN (senão, a PLATFORM_COMMISSION_PERCENT) */
            customCommission: boolean;
            blocked: boolean;
        };
        AdminOrganizerList: {
            items: components["schemas"]["AdminOrganizer"][];
            /** @description PLATFORM_COMMISSION_PERCENT */
            defaultCommissionPercent: number;
        };
        AdminOrganizerUpdate: {
            /** @description De 0 a 50, até duas casas decimais; null volta à PLATFORM_COMMISSION_PERCENT */
            commissionPercent?: number | null;
            blocked?: boolean;
        };
        Statement: {
            from: components["schemas"]["Date"];
            to: components["schemas"]["Date"];
            gross: components["schemas"]["NetAmount"];
            discounts: components["schemas"]["NetAmount"];
            refunds: components["schemas"]["NetAmount"];
            chargebacks: components["schemas"]["NetAmount"];
            platformFee: components["schemas"]["NetAmount"];
            providerFees: components["schemas"]["NetAmount"];
            net: components["schemas"]["NetAmount"];
            credited: components["schemas"]["NetAmount"];
        };
    };
    responses: {
        /** @description Requisição inválida */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Token ausente, inválido ou expirado; ou credenciais incorretas */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description O usuário não tem o papel exigido */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Não encontrado (ou não pertence ao usuário) */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Conflito com o estado atual do recurso */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Muitas requisições; tente novamente em instantes */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Serviço dependente indisponível (banco de dados ou provedor de pagamento) */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Erro inesperado */
        UnexpectedError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
        State: string;
        /** @description Identificador (UUID) do recurso */
        Id: components["schemas"]["Uuid"];
        /** @description Identificador (UUID) do evento */
        QueueEventId: components["schemas"]["Uuid"];
        /** @description Identificador (UUID) do cupom */
        CouponId: components["schemas"]["Uuid"];
        /** @description Identificador do pagamento devolvido por `POST /pagamento/asaas/pix` */
        PaymentId: components["schemas"]["PaymentId"];
        /** @description Código do ingresso (a credencial para o QR e o PDF) */
        TicketCode: components["schemas"]["TicketCode"];
        /** @description Contador usado só para evitar cache da imagem */
        Rotation: number;
        /** @description Texto de busca */
        Search: string;
        Limit: number;
        Offset: number;
        /** @description Primeiro dia do período (YYYY-MM-DD, America/Sao_Paulo); padrão 30 dias antes de hoje */
        From: string;
        /** @description Último dia do período, inclusive (YYYY-MM-DD, America/Sao_Paulo); padrão hoje */
        To: string;
        /** @description Acesso assinado e de curta duração ao PDF e ao QR de um ingresso (`OrderTicket.access`), para endereços abertos sem cabeçalho de autorização. Expira em `OrderTickets.accessExpiresAt`. */
        TicketAccess: string;
        /** @description Token configurado no Asaas para o webhook (ASAAS_WEBHOOK_TOKEN); ausente ou errado responde 401 */
        AsaasAccessToken: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Serviço e banco de dados disponíveis */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            400: components["responses"]["BadRequest"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    register: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterInput"];
            };
        };
        responses: {
            /** @description Conta criada */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisteredUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    login: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginInput"];
            };
        };
        responses: {
            /** @description Login aceito */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMe: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Usuário atual */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    logout: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sessão encerrada */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    logoutEverywhere: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Todas as sessões do usuário encerradas */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description Pedido recebido */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetAccepted"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    confirmPasswordReset: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetConfirm"];
            };
        };
        responses: {
            /** @description Senha alterada; as sessões anteriores deixaram de funcionar */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Senha recusada pela política de senhas, ou link inválido (`RESET_TOKEN_INVALID`), expirado (`RESET_TOKEN_EXPIRED`) ou já usado (`RESET_TOKEN_USED`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    verifyEmail: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailVerificationInput"];
            };
        };
        responses: {
            /** @description E-mail confirmado */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Link inválido ou de outra conta (`VERIFY_TOKEN_INVALID`), expirado (`VERIFY_TOKEN_EXPIRED`) ou já usado (`VERIFY_TOKEN_USED`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    resendVerification: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Link enviado (ou o e-mail já estava confirmado) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailVerificationSent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listOutbox: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
                limit?: components["parameters"]["Limit"];
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Mensagens */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listRefunds: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
                limit?: components["parameters"]["Limit"];
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Estornos */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundsPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listOrganizers: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Organizadores */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrganizerList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateOrganizer: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminOrganizerUpdate"];
            };
        };
        responses: {
            /** @description O organizador como fica */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrganizer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getOutboxMessage: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A mensagem */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getOutboxAttachment: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
                index: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O arquivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listSlides: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Slides em exibição */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Slide"][];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createSlide: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SlideInput"];
            };
        };
        responses: {
            /** @description Slide criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Slide"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listAllSlides: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Todos os slides, em ordem crescente de `order` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Slide"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    uploadImage: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * @description poster = cartaz (3:4); map = mapa do evento (inteiro); slide = slide do carrossel (8:3)
                     * @enum {string}
                     */
                    kind: "poster" | "map" | "slide";
                    /** @description A imagem (um arquivo) */
                    file: unknown;
                };
            };
        };
        responses: {
            /** @description Imagem guardada, com suas variantes */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Upload"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Arquivo maior que 10 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description O corpo não é multipart/form-data */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteSlide: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do recurso */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Slide removido */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateSlide: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do recurso */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SlidePatch"];
            };
        };
        responses: {
            /** @description Slide atualizado */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Slide"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Texto de busca */
                q?: components["parameters"]["Search"];
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
                limit?: components["parameters"]["Limit"];
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página de eventos */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createEvent: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventInput"];
            };
        };
        responses: {
            /** @description Evento criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listMyEvents: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Eventos do organizador: os que ainda não terminaram, o mais próximo primeiro (sem data por último); depois os encerrados, o mais recente primeiro */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyEvent"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getEvent: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
                /** @description Código de cupom (sem distinção de maiúsculas) que libera tipos "só com cupom" */
                coupon?: string;
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do recurso */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Evento */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteEvent: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do recurso */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Evento excluído */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateEvent: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do recurso */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventInput"];
            };
        };
        responses: {
            /** @description Evento atualizado */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    cancelEvent: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do recurso */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EventCancelInput"];
            };
        };
        responses: {
            /** @description O que aconteceu (ou aconteceria, com dryRun) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventCancellation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getEventCalendar: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do recurso */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Arquivo .ics */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    saveSeatMap: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do recurso */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeatMapInput"];
            };
        };
        responses: {
            /** @description O mapa salvo, com ids e situação de cada assento */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeatMap"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Mapa maior que 8 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getSeats: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
                /** @description Só a geometria, cacheável (ETag) */
                geometry?: boolean;
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do recurso */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O mapa */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeatMap"];
                };
            };
            /** @description A geometria em cache (If-None-Match) continua valendo */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getSeatStatuses: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do recurso */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description As situações */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeatStatuses"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listCoupons: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do recurso */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cupons do evento, mais recentes primeiro */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Coupon"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createCoupon: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do recurso */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CouponInput"];
            };
        };
        responses: {
            /** @description Cupom criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Coupon"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteCoupon: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do recurso */
                id: components["parameters"]["Id"];
                /** @description Identificador (UUID) do cupom */
                couponId: components["parameters"]["CouponId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cupom removido */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateCoupon: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do recurso */
                id: components["parameters"]["Id"];
                /** @description Identificador (UUID) do cupom */
                couponId: components["parameters"]["CouponId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CouponPatch"];
            };
        };
        responses: {
            /** @description Cupom atualizado */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Coupon"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createOrder: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: {
                /** @description O passe de GET /queue/{eventId}/status (eventos com fila) */
                "X-Queue-Pass"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderInput"];
            };
        };
        responses: {
            /** @description Pedido criado, aguardando pagamento (ou já pago, quando o total é zero) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    joinQueue: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do evento */
                eventId: components["parameters"]["QueueEventId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O lugar na fila e o token que o identifica */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueJoined"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getQueueStatus: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
                token?: string;
            };
            header?: {
                "X-Queue-Token"?: string;
            };
            path: {
                /** @description Identificador (UUID) do evento */
                eventId: components["parameters"]["QueueEventId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O lugar na fila */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listOnSales: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Aberturas de vendas, a mais próxima primeiro */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnSaleSummary"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateOnSalePace: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do evento */
                eventId: components["parameters"]["QueueEventId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OnSalePaceInput"];
            };
        };
        responses: {
            /** @description A abertura de vendas com o novo ritmo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnSale"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    quoteOrder: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderQuoteInput"];
            };
        };
        responses: {
            /** @description Pedido cotado */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderQuote"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listMyOrders: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pedidos do usuário */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderListItem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getOrder: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do recurso */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pedido */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    cancelOrder: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do recurso */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pedido cancelado (ou que já não podia ser pago) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getOrderPayment: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do recurso */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pagamento do pedido; `pix` é null quando nenhum Pix foi gerado */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getOrderTickets: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do recurso */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pedido, evento e ingressos */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderTickets"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createPix: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PixInput"];
            };
        };
        responses: {
            /** @description Cobrança Pix criada */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PixCharge"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createCardPayment: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardPaymentInput"];
            };
        };
        responses: {
            /** @description Pagamento aprovado ou em análise */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardPaymentResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Cartão recusado pelo emissor (nada cobrado); `message` diz o motivo em pt-BR */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardRefusal"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    asaasWebhook: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: {
                /** @description Token configurado no Asaas para o webhook (ASAAS_WEBHOOK_TOKEN); ausente ou errado responde 401 */
                "asaas-access-token"?: components["parameters"]["AsaasAccessToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AsaasWebhookEvent"];
            };
        };
        responses: {
            /** @description Evento recebido */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookAck"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    confirmLocalPayment: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
                /** @description O fim da análise de um cartão (padrão approve); ignorado num Pix */
                outcome?: "approve" | "reprove";
            };
            header?: never;
            path: {
                /** @description Identificador do pagamento devolvido por `POST /pagamento/asaas/pix` */
                paymentId: components["parameters"]["PaymentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Situação do pedido após a confirmação */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocalConfirmResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTicketQr: {
        parameters: {
            query?: {
                /** @description Contador usado só para evitar cache da imagem */
                r?: components["parameters"]["Rotation"];
                /** @description Acesso assinado e de curta duração ao PDF e ao QR de um ingresso (`OrderTicket.access`), para endereços abertos sem cabeçalho de autorização. Expira em `OrderTickets.accessExpiresAt`. */
                access?: components["parameters"]["TicketAccess"];
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Código do ingresso (a credencial para o QR e o PDF) */
                code: components["parameters"]["TicketCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Imagem PNG do QR code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTicketPdf: {
        parameters: {
            query?: {
                /** @description Acesso assinado e de curta duração ao PDF e ao QR de um ingresso (`OrderTicket.access`), para endereços abertos sem cabeçalho de autorização. Expira em `OrderTickets.accessExpiresAt`. */
                access?: components["parameters"]["TicketAccess"];
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Código do ingresso (a credencial para o QR e o PDF) */
                code: components["parameters"]["TicketCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Documento PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    transferTicket: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Código do ingresso (a credencial para o QR e o PDF) */
                code: components["parameters"]["TicketCode"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketTransferInput"];
            };
        };
        responses: {
            /** @description Ingresso transferido (sem o código, que é do novo titular) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketTransfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listReceivedTickets: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pedidos com ingressos recebidos */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceivedTicketOrder"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    scanTicket: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScanInput"];
            };
        };
        responses: {
            /** @description Check-in feito */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScanResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Ingresso já utilizado */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScanConflict"];
                };
            };
            /** @description Ingresso de pedido sem pagamento confirmado, ou ingresso cancelado */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getCheckinData: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do recurso */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Dados de check-in do evento */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckinData"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listDoorDevices: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do recurso */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Aparelhos */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DoorDevice"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createDoorPairing: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do recurso */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Código criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DoorPairingCode"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    revokeDoorDevice: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do recurso */
                id: components["parameters"]["Id"];
                /** @description Identificador (UUID) do aparelho */
                deviceId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Aparelho revogado */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    pairDoorDevice: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DoorPairInput"];
            };
        };
        responses: {
            /** @description Aparelho pareado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DoorDeviceCredential"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    syncCheckins: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckinSyncInput"];
            };
        };
        responses: {
            /** @description Resultado de cada leitura e o que mudou */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckinSyncResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getReportSummary: {
        parameters: {
            query?: {
                /** @description Primeiro dia do período (YYYY-MM-DD, America/Sao_Paulo); padrão 30 dias antes de hoje */
                from?: components["parameters"]["From"];
                /** @description Último dia do período, inclusive (YYYY-MM-DD, America/Sao_Paulo); padrão hoje */
                to?: components["parameters"]["To"];
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do recurso */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Resumo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getReportOrders: {
        parameters: {
            query?: {
                /** @description Primeiro dia do período (YYYY-MM-DD, America/Sao_Paulo); padrão 30 dias antes de hoje */
                from?: components["parameters"]["From"];
                /** @description Último dia do período, inclusive (YYYY-MM-DD, America/Sao_Paulo); padrão hoje */
                to?: components["parameters"]["To"];
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do recurso */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pedidos pagos no período e não reembolsados, o pagamento mais recente primeiro */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportOrder"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getReportDaily: {
        parameters: {
            query?: {
                /** @description Primeiro dia do período (YYYY-MM-DD, America/Sao_Paulo); padrão 30 dias antes de hoje */
                from?: components["parameters"]["From"];
                /** @description Último dia do período, inclusive (YYYY-MM-DD, America/Sao_Paulo); padrão hoje */
                to?: components["parameters"]["To"];
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do recurso */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Série diária */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportDaily"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getPayoutAccount: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Conta de recebimento (ou `status` none) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutAccount"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    savePayoutAccount: {
        parameters: {
            query?: {
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutAccountInput"];
            };
        };
        responses: {
            /** @description Conta criada */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMyStatement: {
        parameters: {
            query?: {
                /** @description Primeiro dia do período (YYYY-MM-DD, America/Sao_Paulo); padrão 30 dias antes de hoje */
                from?: components["parameters"]["From"];
                /** @description Último dia do período, inclusive (YYYY-MM-DD, America/Sao_Paulo); padrão hoje */
                to?: components["parameters"]["To"];
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Extrato */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Statement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getEventStatement: {
        parameters: {
            query?: {
                /** @description Primeiro dia do período (YYYY-MM-DD, America/Sao_Paulo); padrão 30 dias antes de hoje */
                from?: components["parameters"]["From"];
                /** @description Último dia do período, inclusive (YYYY-MM-DD, America/Sao_Paulo); padrão hoje */
                to?: components["parameters"]["To"];
                /** @description UF escolhida pelo usuário (enviada pelo app em toda requisição); filtra a lista de eventos. */
                state?: components["parameters"]["State"];
            };
            header?: never;
            path: {
                /** @description Identificador (UUID) do recurso */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Extrato */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Statement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
}
