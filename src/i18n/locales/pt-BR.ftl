# gametools message catalogue: Brazilian Portuguese (pt-BR), translated from en.ftl. Conventions: see the header
# of en.ftl.
#
# Translators' notes (pt-BR):
# - Who: gametools translators (machine-assisted, review welcome).
# - Register: "você", the everyday informal address of Brazilian apps and Discord servers ("tu" reads regional).
# - Terms: deal = promoção, key reseller = keyshop (as Brazilian deal sites say), all-time low = menor preço
#   histórico, watch = alerta (de preço), follow = inscrição (to deals posted in a chat), file job = tarefa,
#   recipe = receita, tool = ferramenta, stage = fase, step = etapa; Discord's "role" is "cargo" in its Brazilian client.
# - Words the parser reads stay English: reset, all, free, under, cut>=, low, official, since, save, region:,
#   currency:, ignore:, role:, the tool names and their parameters (width=200). Telegram only knows the English
#   command names, so texts that name a command (/convert @name, /tools, /price) keep them; only the Discord-only
#   texts (error-needs-*-discord, alert-footer, dc-*) use the Portuguese option and command names.
# - web-hub-placeholder keeps its English search words: the tool search matches the tools' English names.
# - Unsure: the Discord command names (alerta, remover-alerta, inscrever, inscrições, cancelar-inscrição; accents
#   kept, as Discord allows them); "9.99" in cmd-watch-opt-price keeps the point because Discord's number option
#   may not take "9,99"; "em { $store }" avoids choosing a gender for each store (na Steam, no GOG).

## Language names, shown by /language and the web page's picker (each in its own language).

language-name = Português (Brasil)
language-current = Idioma: { $language }.
language-set = Idioma definido como { $language }.
language-set-chat = O idioma deste chat agora é { $language }.
language-reset = Escolha de idioma removida: o idioma do seu app volta a ser usado.
language-unknown = Não existe o idioma "{ $wanted }" aqui. Disponíveis: { $available }.
language-admins-only = Só os administradores do grupo podem mudar o idioma do grupo.
language-available = Disponíveis: { $list }. Escolha um com /language <código> ou /language reset.

## Commands: descriptions in the command menus (Telegram and Discord), the usage line /help shows, and the
## Discord names of commands and their options.

cmd-start = Iniciar o bot
cmd-start-usage = /start
cmd-help = Como usar este bot
cmd-help-usage = /help
cmd-language = Escolha o idioma em que o bot responde
cmd-language-usage = /language [código do idioma | reset]
cmd-language-name = idioma
cmd-language-opt-code = Código do idioma, ex.: de, pt-BR; "reset" para seguir o seu app
cmd-language-opt-code-name = código
cmd-price = Preços de jogos: melhor oferta oficial e de keyshop, menor preço histórico, promoções, gráfico
cmd-price-usage = /price <appid ou título> [região | regions]
cmd-price-name = preço
cmd-price-opt-game = ID do app na loja ou título do jogo
cmd-price-opt-game-name = jogo
cmd-price-opt-region = Código de país com duas letras, ex.: br, us, pt
cmd-price-opt-region-name = região
cmd-price-opt-regions = Compare os preços da Steam nestas regiões, ex.: us,de,br (ou: regions)
cmd-price-opt-regions-name = regiões
cmd-history = Gráfico de preços de um jogo com todos os tipos de mínimo
cmd-history-usage = /history <appid ou título> [dias]
cmd-history-name = histórico
cmd-history-opt-game = ID do app na loja ou título do jogo
cmd-history-opt-game-name = jogo
cmd-history-opt-days = Dias de histórico, de 1 a 3650 (365 por padrão)
cmd-history-opt-days-name = dias
cmd-tools = Navegue pelas ferramentas de arquivo por categoria ou palavras
cmd-tools-usage = /tools [categoria ou palavras] [página]
cmd-tools-name = ferramentas
cmd-tools-opt-query = Uma categoria (image, pdf, audio, video, qr, url...) ou palavras
cmd-tools-opt-query-name = busca
cmd-tools-opt-page = Número da página
cmd-tools-opt-page-name = página
cmd-convert = Use uma ferramenta no arquivo anexado ou em um link de vídeo
cmd-convert-usage = /convert <ferramenta> [param=valor ...] [link de vídeo]
cmd-convert-name = converter
cmd-convert-opt-tool = Nome da ferramenta (veja /tools), ex.: image-grayscale, ou @receita
cmd-convert-opt-tool-name = ferramenta
cmd-convert-opt-params = Parâmetros como nome=valor, ex.: width=200 height=100
cmd-convert-opt-params-name = parâmetros
cmd-convert-opt-url = Link de vídeo ou endereço de uma página web, para ferramentas de link
cmd-convert-opt-url-name = url
cmd-convert-opt-then = Mais etapas: ferramenta param=valor | ferramenta ...
cmd-convert-opt-then-name = depois
cmd-convert-opt-file = O arquivo a processar (para ferramentas de arquivo)
cmd-convert-opt-file-name = arquivo
cmd-convert-opt-file-more = Arquivo { $number }, para ferramentas com vários arquivos (pdf-merge) ou para processar cada um
cmd-recipe = Salve uma sequência de ferramentas como receita e use depois com /convert @nome
cmd-recipe-usage = /recipe save <nome> <ferramenta param=valor | ferramenta ...>
cmd-recipe-name = receita
cmd-recipe-opt-name = Nome da receita, usada com /convert @nome
cmd-recipe-opt-name-name = nome
cmd-recipe-opt-steps = Etapas: ferramenta param=valor | ferramenta ...
cmd-recipe-opt-steps-name = etapas
cmd-recipes = Liste suas receitas salvas (use uma com /convert @nome)
cmd-recipes-usage = /recipes
cmd-recipes-name = receitas
cmd-jobs = Suas tarefas de arquivo recentes e o status delas
cmd-jobs-usage = /jobs
cmd-jobs-name = tarefas
cmd-cancel = Cancele uma das suas tarefas
cmd-cancel-usage = /cancel <id da tarefa>
cmd-cancel-name = cancelar
cmd-cancel-opt-job_id = O id da tarefa mostrado na mensagem de status ou em /jobs
cmd-cancel-opt-job_id-name = id_tarefa
cmd-watch = Me avise quando um jogo cair para o preço que eu quero
cmd-watch-usage = /watch <appid ou título> <preço> [região]
cmd-watch-name = alerta
cmd-watch-opt-game = ID do app na loja ou título do jogo
cmd-watch-opt-game-name = jogo
cmd-watch-opt-price = Preço-alvo na moeda da região, ex.: 9.99
cmd-watch-opt-price-name = preço
cmd-watch-opt-region = Código de país com duas letras, ex.: br, us, pt
cmd-watch-opt-region-name = região
cmd-watch-opt-rules = Avisar também em: cut>=75, low, official, since (palavras, em qualquer ordem)
cmd-watch-opt-rules-name = regras
cmd-unwatch = Remova um alerta de preço
cmd-unwatch-usage = /unwatch <id do alerta | appid | all>
cmd-unwatch-name = remover-alerta
cmd-unwatch-opt-which = Id do alerta em /watches, um ID de app ou "all"
cmd-unwatch-opt-which-name = qual
cmd-watches = Liste seus alertas de preço
cmd-watches-usage = /watches
cmd-watches-name = alertas
cmd-deals = Promoções de jogos agora: grátis, abaixo de um preço ou com desconto grande
cmd-deals-usage = /deals [free | under <preço> | cut>=<porcentagem>] [loja] [página]
cmd-deals-name = promoções
cmd-deals-opt-filter = free, under 5, cut>=90, o nome de uma loja
cmd-deals-opt-filter-name = filtro
cmd-deals-opt-page = Número da página
cmd-deals-opt-page-name = página
cmd-follow = Poste novas promoções de jogos neste chat: grátis, abaixo de um preço ou com desconto grande
cmd-follow-usage = /follow <free | under <preço> | cut>=<porcentagem>> [loja] [region:xx] [currency:XXX] [ignore:a,b] [role:@Cargo]
cmd-follow-name = inscrever
cmd-follow-opt-filter = free, under 5, cut>=90, uma loja, region:br, ignore:2game
cmd-follow-opt-filter-name = filtro
cmd-follow-opt-role = Um cargo para mencionar em cada post (Discord)
cmd-follow-opt-role-name = cargo
cmd-giveaways = Jogos e itens grátis para guardar, disponíveis agora, com data de término
cmd-giveaways-usage = /giveaways [loja] [game | dlc | loot | beta] [games]
cmd-giveaways-name = gratuitos
cmd-giveaways-opt-filter = Uma loja (epic, steam, gog…), um tipo (dlc, loot, beta) ou games
cmd-giveaways-opt-filter-name = filtro
cmd-following = Liste os filtros de promoções em que este chat está inscrito
cmd-following-usage = /following
cmd-following-name = inscrições
cmd-unfollow = Pare de postar promoções de uma das inscrições deste chat
cmd-unfollow-usage = /unfollow <id | all>
cmd-unfollow-name = cancelar-inscrição
cmd-unfollow-opt-which = O id da inscrição em /following, ou all
cmd-unfollow-opt-which-name = qual

## Help

help-title = Preços de jogos e ferramentas de arquivo
help-private-note = Erros e listas pessoais só aparecem para você.

## Price card (/price), both bots. $price, $regular, $low are formatted amounts.

price-none = —
price-unknown = desconhecido
price-regular = Preço normal
price-best-official = Melhor oferta oficial
price-best-keyshop = Melhor keyshop
price-all-time-low = Menor preço histórico
price-active-deals = Promoções ativas
price-critic-score = Nota da crítica
price-score-value = { $score }/100
price-cut = −{ $percent }
price-at-store = em { $store }
price-best-deal-link = Melhor oferta
price-keyshop-gap = precisa do GG.deals, que não respondeu (ele exige uma chave de API neste servidor)
price-sources = Fontes: { $sources }
price-sources-none = nenhuma
price-fresh = atualizado
price-stale = resposta em cache: as fontes de preço não estão respondendo
price-app = App { $appid }
price-history-field = Histórico de preços
price-chart-description = Gráfico do histórico de preços
price-too-little-history = Ainda não há histórico de preços suficiente para um gráfico: ele cresce a cada consulta.
price-choices-title = Vários jogos correspondem a "{ $query }"
price-choices-footer = Escolha um abaixo, ou use /price com o ID do app.
price-regions-title = { $title }: preços da Steam por região, em { $currency }
price-regions-not-sold = não vendido
price-regions-cheapest = mais barato
price-regions-rates = Convertido com as taxas de referência do BCE de { $date }.
price-regions-no-rates = Não foi possível ler as taxas de câmbio: sem conversão.
price-choice-line = { $title } (app { $appid })
price-free = GRÁTIS

## Price alerts (/watch). $price, $target, $low are formatted amounts, $cut and $wanted formatted percentages.

alert-title = Alerta de preço: { $game }
alert-changed = O preço mudou.
alert-footer = Alerta { $id } · /remover-alerta { $id } desativa estes alertas
alert-target-official = Melhor preço { $price } (loja oficial): igual ou abaixo da sua meta de { $target }.
alert-target-keyshop = Melhor preço { $price } (keyshop): igual ou abaixo da sua meta de { $target }.
alert-new-low = Novo menor preço histórico: { $low }.
alert-cut = Caiu para { $price }: { $cut } de desconto, pelo menos os { $wanted } que você pediu.
alert-cut-at = Caiu para { $price } em { $store }: { $cut } de desconto, pelo menos os { $wanted } que você pediu.
alert-rule-low = Novo menor preço histórico: { $low }.
alert-rule-low-unknown = Novo menor preço histórico.
alert-rule-official-low = Novo menor preço histórico nas lojas oficiais: { $low }.
alert-rule-official-low-unknown = Novo menor preço histórico nas lojas oficiais.
alert-rule-since = Novo mínimo desde o último aumento do preço normal: { $low }.
alert-rule-since-unknown = Novo mínimo desde o último aumento do preço normal.

## Deal posts (/follow). $price, $regular are formatted amounts, $cut a formatted percentage, $date a formatted day.

deal-ended = Encerrada:
deal-ended-word = encerrada
deal-was = estava com −{ $cut } sobre { $regular }
deal-until = Até { $date }
deal-get-it = Garanta em { $shop }
deal-price = Preço
deal-regular = Preço normal
deal-cut = Desconto
deal-shop = Loja
deal-ends = Termina
deals-title = Promoções: { $filter }
deals-page = página { $page } de { $pages }
deals-none = Nada corresponde no momento.
unfollow-none = Não existe essa inscrição aqui. /following lista todas.
unfollow-stopped = { $count ->
        [one] Inscrição encerrada:
       *[other] { $count } inscrições encerradas:
    }
tg-following = Inscrito em { $filter } neste chat (id { $id }). Novas promoções que combinarem serão postadas aqui; /unfollow { $id } encerra.
tg-following-none = Este chat não segue nenhuma promoção. Adicione uma com /follow free (ou under 5, cut>=90).
tg-following-title = Promoções que este chat segue
tg-following-stop = Encerre uma com /unfollow <id>.
dc-following = Inscrito em { $filter } neste canal (id { $id }). { $stop } encerra.
dc-following-none = Este canal não segue nenhuma promoção. Adicione uma com /inscrever.
dc-following-title = Promoções que este canal segue
dc-follow-mentions = menciona { $role }

## Price watches (/watch, /watches, /unwatch). $target, $price are formatted amounts, $cut a percentage; $rules is a list of rule-* texts.

rule-cut = um desconto de { $cut } ou mais
rule-low = um novo menor preço histórico
rule-since = um novo mínimo desde o último aumento do preço normal
rule-target = a meta
rule-official-only = { $rules } (só lojas oficiais)
watches-title = Seus alertas de preço
dc-watch-app-id = ID do app { $appid }
dc-watch-choices = Vários jogos correspondem a "{ $query }". Use /alerta de novo com o ID do app como jogo:
dc-watch-no-offer = nenhuma oferta conhecida no momento
dc-watch-now = o melhor preço agora é { $price }
dc-watch-watching = Acompanhando: { $game }
dc-watch-updated = Alerta atualizado: { $game }
dc-watch-a-change = uma mudança de preço
dc-watch-rules-only = Vou avisar neste canal quando houver { $rules } ({ $now }).
dc-watch-already-below = O preço já está em { $target } ou abaixo ({ $now }). Vou avisar aqui quando ele subir e voltar a cair para esse valor, ou quando houver { $rules }.
dc-watch-target = Vou avisar neste canal quando o melhor preço chegar a { $target } ou menos ({ $now }), ou quando houver { $rules }.
dc-watch-footer = Id do alerta { $id } · /remover-alerta { $id } remove
dc-unwatch-none = Nenhum alerta seu correspondeu. /alertas lista todos.
dc-unwatch-removed = Removido: { $names }.
dc-watches-none = Você não acompanha nenhum jogo. Adicione um com /alerta.
dc-watches-no-offer = sem oferta
dc-watches-now = agora { $price }
tg-watch-now = agora { $price }
tg-watch-at-or-below = a { $target } ou menos
tg-watch-where = app { $appid }, { $region }
tg-watch-watching = Acompanhando { $game }: vou postar aqui { $when }.
tg-watch-updated = Alerta de { $game } atualizado: vou postar aqui { $when }.
tg-watch-now-line = Agora: { $price }
tg-watch-id = id do alerta
tg-watch-already-below = O preço já está na sua meta ou abaixo; o próximo alerta vem depois que ele subir e cair de novo.
tg-watch-on = quando houver { $rules }
tg-watch-when-target-or-low = quando o melhor preço estiver em { $target } ou menos, ou quando surgir um novo menor preço histórico
tg-watch-when-target-or-rules = quando o melhor preço estiver em { $target } ou menos, ou quando houver { $rules }
tg-watches-none = Você não tem alertas de preço. Adicione um com /watch <appid ou título> <preço>.
tg-watches-remove = Remova um com /unwatch <id>.
tg-unwatch-none = Nenhum alerta de preço correspondente. /watches lista os seus.
tg-unwatch-removed = { $count ->
        [one] Alerta removido:
       *[other] { $count } alertas removidos:
    }

## Price history (/history)

history-title = { $game }: histórico de preços
history-no-low = Nenhum mínimo conhecido ainda.
history-footer = App { $appid } · { $region } · { $days ->
        [one] último dia
       *[other] últimos { $days } dias
    }
history-all-time-low = Menor preço histórico
history-official-low = Mínimo nas lojas oficiais
history-keyshop-low = Mínimo nas keyshops
history-steam-low = Mínimo na Steam
history-since-rise-low = Mínimo desde o aumento de preço
history-rise-on = aumento em { $date }

## File jobs: status messages while a job runs, and its end.

job-queued = Aguardando na fila…
job-stage = Fase: { $stage }
job-working = processando
job-done = Pronto: { $name } ({ $size })
job-failed = Falhou: { $reason }
job-failed-step = etapa { $step } de { $steps } ({ $tool }): { $reason }
job-cancelled = Cancelado.
job-cancel-button = Cancelar
job-step-stage = etapa { $step } de { $steps }: { $stage }
job-failed-notice = { $tool } falhou: { $reason }
job-did-not-finish = A tarefa não terminou.
jobs-title = Suas tarefas recentes
job-status-queued = na fila
job-status-processing = processando
job-status-completed = concluída
job-status-failed = falhou
job-status-cancelled = cancelada
job-cancelled-id = Tarefa { $id } cancelada.
job-deleted-id = Tarefa { $id } e o resultado dela apagados.
dc-jobs-none = Você não tem tarefas. Comece uma com /converter.
dc-jobs-footer = Cancele uma com /cancelar <id da tarefa>.
tg-jobs-none = Você não tem tarefas recentes. Envie um arquivo para começar uma.
tg-jobs-processing = processando: { $percent }
tg-jobs-done = pronto: { $name }
job-already-finished = Esta tarefa já terminou.
job-cancel-only = Só { $who } pode cancelar esta tarefa.
job-cancel-only-starter = Só quem iniciou esta tarefa pode cancelá-la.
button-gone = Este botão não está mais em uso.
job-download = Download
job-download-link = Baixar
job-too-large-to-upload = O arquivo é grande demais para enviar aqui (mais de { $limit }).
job-available-until = disponível até { $until }.

## Why a job failed (its user-facing message).

failure-invalid_link = O link não é um link de vídeo válido. Cole a URL completa do vídeo.
failure-disabled = Este recurso está desativado neste servidor no momento.
failure-too_large = O arquivo é grande demais para esta ferramenta.
failure-invalid_input = Não foi possível processar o arquivo. Confira o formato e tente de novo.
failure-timeout = Não foi possível processar o arquivo. Confira o formato e tente de novo.
failure-internal = Não foi possível processar o arquivo. Confira o formato e tente de novo.

## Refusals in chat (either bot).

error-apology = Foi mal, algo deu errado ao processar isso. Tente de novo mais tarde.
error-needs-file = Esta ferramenta trabalha com um arquivo: envie o arquivo com o comando na legenda, ou responda a um arquivo com o comando.
error-needs-file-discord = Esta ferramenta trabalha com um arquivo: anexe-o na opção `arquivo` de /converter.
error-needs-url = Esta ferramenta trabalha com um link de vídeo: coloque o link depois do nome da ferramenta.
error-needs-url-discord = Esta ferramenta trabalha com um link de vídeo: informe-o na opção `url`, sem arquivo.
error-rate-limited = Muitas solicitações agora. Espere um minuto e tente de novo.
error-rate-limited-retry = Muitas solicitações agora. Tente de novo em { $seconds } s.
error-upstream = As fontes de preço não estão respondendo agora. Tente de novo em alguns minutos.
error-unavailable = O serviço está indisponível por um instante. Tente de novo em um minuto.
error-storage = O servidor está sem espaço para arquivos agora. Tente de novo mais tarde, ou apague as tarefas concluídas de que não precisa mais.
error-internal = Algo deu errado do nosso lado. Tente de novo mais tarde.
error-unknown-command = Este comando não é mais reconhecido aqui. A lista de comandos pode estar desatualizada.

## Telegram's own wording (its cards are text, not embeds). $value is already formatted.

tg-labelled = { $label }: { $value }
tg-price-best-official = Melhor oferta oficial
tg-price-best-keyshop = Melhor oferta de keyshop
price-on-date = em { $date }
price-no-score = sem nota
tg-price-stale = As fontes de preço não estão respondendo; estes preços podem estar desatualizados.
tg-history-period = histórico de preços, { $days ->
        [one] último dia
       *[other] últimos { $days } dias
    }
tg-choices = Vários jogos correspondem a "{ $query }". Escolha um:
tg-job = tarefa
tg-job-failed = falhou: { $reason }
tg-too-large = { $name } ({ $size }) é maior do que o Telegram deixa os bots enviarem (50 MB).
tg-download-until = Baixe aqui até { $until }:
tg-alert-target-official = Agora { $price } (loja oficial): igual ou abaixo da sua meta de { $target }.
tg-alert-target-official-at = Agora { $price } em { $store } (loja oficial): igual ou abaixo da sua meta de { $target }.
tg-alert-target-keyshop = Agora { $price } (keyshop): igual ou abaixo da sua meta de { $target }.
tg-alert-target-keyshop-at = Agora { $price } em { $store } (keyshop): igual ou abaixo da sua meta de { $target }.
tg-alert-new-low-at = Novo menor preço histórico: { $low } em { $store }.
tg-alert-watch = Alerta
tg-alert-stop = /unwatch { $id } para parar.
tg-greeting = Oi! Eu busco preços de jogos e uso ferramentas nos seus arquivos.
tg-greeting-files = Me mande um arquivo ou um link de vídeo e eu mostro as ferramentas para ele.
tg-commands = Comandos
tg-inline-best = Melhor preço { $price }
tg-inline-best-at = Melhor preço { $price } em { $store }
tg-inline-no-offer = Nenhuma oferta no momento
tg-inline-low = menor preço histórico { $low }
tg-inline-chart-link = Gráfico de preços
tg-send-something = Me mande um arquivo, um link de vídeo ou um comando. /help lista todos.
tg-unknown-command = Não conheço esse comando. /help mostra o que eu sei fazer.
tg-button-expired-file = Este botão expirou. Envie o arquivo de novo.
tg-button-expired-watch = Este botão expirou. Envie /watch de novo.
tg-button-expired-tools = Esta lista expirou. Envie /tools de novo.
tg-button-invalid = Este botão não é mais válido.
tg-starting = Iniciando { $tool }…
tg-tool-gone = Esta ferramenta não está mais disponível.
tg-cancel-not-yours = Esta tarefa não é sua.
tg-cancel-gone = Esta tarefa não é sua ou não existe mais.

## The web pages. Placeholders are plain text; the page escapes them.

web-language = Idioma
web-language-apply = Aplicar
web-skip = Pular para o conteúdo
web-nav-main = Navegação principal
web-nav-tools = Ferramentas
web-nav-jobs = Minhas tarefas
web-nav-prices = Preços de jogos
web-nav-deals = Promoções
web-nav-docs = API
web-footer-files = Os arquivos ficam guardados até a tarefa expirar e depois são apagados.
web-footer-docs = Documentação da API
web-hub-title = Ferramentas de arquivo
web-hub-lead = Converta, comprima e edite imagens, PDFs, áudio e vídeo e crie QR codes no seu navegador. Seus arquivos ficam privados na sua sessão e são apagados quando a tarefa expira.
web-hub-search = Buscar ferramentas
web-hub-placeholder = ex.: resize, pdf to png, qr
web-hub-search-button = Buscar
web-hub-categories = Categorias
web-hub-count = { $total ->
        [one] { $total } ferramenta.
       *[other] { $total } ferramentas.
    }
web-hub-matching = { $shown } de { $total } ferramentas correspondem a "{ $query }".
web-hub-no-match = Nenhuma ferramenta corresponde à sua busca. Tente menos palavras ou outras.
web-hub-badge-link = link de vídeo
web-hub-badge-disabled = desativada

## Tool categories (web page and chat lists).

category-image = Imagens
category-pdf = Documentos PDF
category-audio = Áudio
category-video = Vídeo
category-video-thumbnail = Miniaturas de vídeo
category-qr = QR codes e códigos de barras
category-url = De um link de vídeo
category-document = Documentos
category-ocr = Texto de digitalizações (OCR)
category-web = Páginas da web
category-data = Arquivos de dados
category-sticker = Figurinhas e emojis

## One-time upload links (issue 40): /upload, big files sent to a bot, and the page at /u/<token>.

cmd-upload = Receba um link de uso único para enviar um arquivo grande
cmd-upload-usage = /upload [ferramenta] [nome=valor ...]
cmd-upload-name = enviar
cmd-upload-opt-tool = A ferramenta a aplicar ao arquivo (a página dela abre com ela)
cmd-upload-opt-tool-name = ferramenta
cmd-upload-opt-params = Os parâmetros dela, p. ex. width=800 format=webp
cmd-upload-opt-params-name = parâmetros
upload-link-offer = Envie seu arquivo por este link; o progresso e o resultado voltam para este chat.
upload-link-offer-tool = Envie seu arquivo para { $tool } por este link; o progresso e o resultado voltam para este chat.
upload-link-until = O link funciona uma vez, até { $until }.
upload-link-too-big = Este arquivo tem { $size }; um bot pode baixar no máximo { $limit } do Telegram.
upload-page-title = Enviar um arquivo
upload-page-lead = A tarefa roda para você no seu chat: o progresso e o resultado voltam para lá.
upload-page-lead-key = O arquivo fica guardado para o seu agente, que aplica uma ferramenta a ele.
upload-page-until = Este link funciona uma vez, até { $until }.
upload-page-pick = Escolha a ferramenta para o seu arquivo:
upload-page-sent = Recebido. O progresso e o resultado vão aparecer no seu chat; você pode fechar esta página.
upload-page-sent-key = Recebido. Seu agente já pode aplicar uma ferramenta a este arquivo; você pode fechar esta página.
upload-page-invalid-title = Link inválido
upload-page-invalid = Este link de envio não é válido. Peça outro ao bot com /upload.
upload-page-used-title = Link já usado
upload-page-used = Este link de envio já foi usado: cada link funciona uma só vez. Peça outro ao bot com /upload.
upload-page-expired-title = Link expirado
upload-page-expired = Este link de envio expirou. Peça outro ao bot com /upload.
upload-page-file = Seu arquivo
upload-fit-button = Ajustar para { $limit }
upload-fit-gone = Esse resultado não existe mais ou não é seu; envie o arquivo de novo.
## Discord message commands and "Convert…" forms (issue 40).

dc-menu-convert = Converter…
dc-menu-price = Ver preço
dc-menu-no-file = Esta mensagem não tem nenhum arquivo para converter. Escolha abaixo um tipo de arquivo para enviar arquivos num formulário, ou use /convert com um arquivo.
dc-menu-too-large = { $name } passa de { $limit } MB, o máximo que um arquivo pode ter aqui.
dc-menu-no-tool = Nenhuma ferramenta aceita este tipo de arquivo ({ $type }).
dc-menu-no-game = Esta mensagem não tem link da loja Steam nem id de app.
dc-form-title = Converter: { $kind }
dc-form-title-message = Converter os arquivos da mensagem
dc-form-files = Arquivos
dc-form-files-hint = Até { $max } arquivos.
dc-form-tool = Ferramenta
dc-form-params = Opções
dc-form-params-hint = Como nome=valor, p. ex. width=200 height=100. Deixe vazio para usar os padrões.
dc-form-too-many = Um formulário aceita no máximo { $max } arquivos; este tem { $count }.
dc-form-gone = Este formulário expirou. Use Converter… na mensagem de novo.

## Telegram Mini App (issue 40).

tg-app-menu = Abrir o app
tg-app-open = Abrir o app
tg-app-price = Gráfico e ofertas no app
web-telegram-note = Conectado pelo Telegram: os resultados do que você iniciar aqui também chegam à sua conversa com o bot.
## Stickers and emoji (/sticker and the "Make sticker/emoji" message menu).

cmd-sticker = Cria uma figurinha ou emoji a partir de uma imagem, GIF ou clipe curto e adiciona
cmd-sticker-usage = /sticker [emoji] [nome]
cmd-sticker-name = figurinha
cmd-sticker-opt-emoji = O emoji que ela representa, por ex. 😀
cmd-sticker-opt-emoji-name = emoji
cmd-sticker-opt-as = Discord: um emoji do servidor (padrão) ou uma figurinha do servidor
cmd-sticker-opt-as-name = como
cmd-sticker-opt-name = Discord: o nome (letras, números, _)
cmd-sticker-opt-name-name = nome
cmd-sticker-opt-file = A imagem, o GIF ou o clipe curto
menu-make-sticker = Criar figurinha/emoji
sticker-set-title = Minhas figurinhas de @{ $bot }
sticker-set-created = Seu novo pacote de figurinhas foi criado, com esta figurinha dentro: { $link }
sticker-set-added = Adicionada ao seu pacote de figurinhas: { $link }
sticker-sets-full = Seus pacotes de figurinhas estão cheios, então aqui está a figurinha como arquivo.
sticker-set-bad-name = O Telegram não permite nenhum nome de pacote para sua conta com este bot, então aqui está a figurinha como arquivo.
sticker-trimmed = Cortado para os primeiros { $kept } s de { $total } s: uma figurinha pode ter no máximo { $kept } s.
sticker-emoji-added = Emoji { $emoji } adicionado a este servidor como :{ $name }:.
sticker-guild-sticker-added = Figurinha “{ $name }” adicionada a este servidor.
sticker-not-permitted = Adicionar emojis e figurinhas aqui exige a permissão Criar expressões para você e para o bot, então aqui está o arquivo para você adicionar.
sticker-no-server = Emojis e figurinhas só podem ser adicionados em um servidor, então aqui está o arquivo.
sticker-slots-full = Este servidor não tem vaga livre para isso, então aqui está o arquivo.
sticker-bot-forbidden = O Discord recusou: o bot não pode mais adicionar emojis nem figurinhas aqui, então aqui está o arquivo.
sticker-no-image = Essa mensagem não tem imagem para virar figurinha ou emoji.
sticker-set-rejected = O Telegram não quis adicioná-la a um pacote de figurinhas (abra antes um chat privado com o bot e toque em Começar), então aqui está a figurinha como arquivo.
sticker-discord-rejected = O Discord não aceitou, então aqui está o arquivo para você adicionar.
## Giveaways in every language (issue 36): /giveaways, giveaway posts in both bots, and the giveaway Atom feed.

giveaway-kind-game = jogo
giveaway-kind-dlc = DLC
giveaway-kind-loot = itens no jogo
giveaway-kind-beta = acesso ao beta
giveaway-worth = vale { $worth }
giveaway-ends = termina { $when }
giveaway-every-store = todas as lojas
giveaway-games-only = só jogos
giveaways-title = Grátis para sempre: { $filter }
giveaways-none = Nenhum jogo grátis aberto agora.
giveaway-free-at = { $free } para sempre na { $store }
giveaway-claim-at = Resgate na { $store }
giveaway-over = Encerrado: este jogo grátis da { $store } acabou.
giveaway-store = Loja
giveaway-status = Situação
giveaways-feed-title = Jogos grátis: { $filter }
giveaway-feed-free = Grátis: { $title } na { $store }
giveaway-feed-ended = Encerrado: { $title } na { $store }
giveaway-feed-summary = { $title } está grátis para sempre na { $store }.
giveaway-feed-summary-until = { $title } está grátis para sempre na { $store } até { $date }.
giveaway-feed-summary-ended = Esta oferta grátis acabou; { $title } estava grátis para sempre na { $store }.
giveaway-ended = encerrado
giveaway-ended-title = Encerrado:

## Bot tool lists, recipes, autocomplete and buttons in every language (issue 36).

tools-takes = Aceita: { $types }
tools-takes-link = Aceita: um link de vídeo
tools-gives = Gera: { $output }
tools-parameters = Parâmetros:
tools-param-default = padrão { $value }
tg-tools-use = Uso: envie um arquivo com a legenda { $command }
tg-tools-none = Nenhuma ferramenta corresponde a “{ $query }”. Tente /tools image, /tools pdf ou /tools qr.
tools-for = Ferramentas para “{ $query }”
tools-all = Todas as ferramentas
tg-tools-page = página { $page }/{ $pages }
tg-tools-footer = Detalhes: /tools <nome> · Executar: /convert <nome> com um arquivo
button-previous = Anterior
button-next = Próxima
dc-tools-works-on = Funciona com
dc-tools-a-link = um link de vídeo
dc-tools-gives = Gera
dc-tools-values = valores: { $range }
dc-tools-default = padrão: { $value }
dc-tools-none = Nenhuma ferramenta corresponde a "{ $query }". Tente /tools image, /tools pdf ou outras palavras.
dc-tools-title = Ferramentas de arquivo
dc-tools-title-filter = Ferramentas de arquivo: { $query }
dc-tools-footer = Página { $page }/{ $pages } · { $total ->
        [one] { $total } ferramenta
       *[other] { $total } ferramentas
    } · /tools <slug> mostra as opções de uma ferramenta
recipe-saved = Receita { $name } salva: { $steps }
tg-recipe-run = Execute-a em um arquivo com /convert @{ $name }
tg-recipes-none = Você não tem receitas. Salve uma com /recipe save <nome> <ferramenta | ferramenta …>.
recipes-title = Suas receitas
tg-recipes-run = Execute uma em um arquivo com /convert @nome.
dc-recipe-run = Execute-a com /convert tool:@{ $name } e um arquivo.
dc-recipes-none = Você não tem receitas. Salve uma com /recipe.
dc-recipes-run = Execute uma com /convert tool:@nome.
dc-ac-recipe = @{ $name } — sua receita: { $steps }
dc-ac-category = Categoria: { $category } ({ $value })
dc-ac-all-watches = Todos os meus alertas
tg-album-file = Arquivo { $index } de { $count } do álbum: { $reason }

## The API's error message in the caller's language (issue 36).

api-error-unknown_tool = Ferramenta desconhecida: { $detail }
api-error-upload_required = Esta ferramenta precisa de um arquivo: { $detail }
api-error-url_required = Esta ferramenta precisa de um link de vídeo: { $detail }
api-error-invalid_url = Link inválido: { $detail }
api-error-invalid_callback_url = URL de retorno inválida: { $detail }
api-error-invalid_params = Parâmetros inválidos: { $detail }
api-error-invalid_pipeline = Estas etapas não podem vir uma após a outra: { $detail }
api-error-too_many_steps = Etapas demais: { $detail }
api-error-too_many_files = Arquivos demais: { $detail }
api-error-missing_file = Falta um arquivo: { $detail }
api-error-file_too_large = O arquivo é grande demais: { $detail }
api-error-unsupported_type = Este tipo de arquivo não é suportado: { $detail }
api-error-limit_reached = Um limite foi atingido: { $detail }
api-error-rate_limited = Solicitações demais: { $detail }
api-error-not_found = Não encontrado.
api-error-missing_api_key = É preciso uma chave de API: envie-a como X-API-Key ou Authorization: Bearer.
api-error-invalid_api_key = A chave de API não é válida.
api-error-unauthorized = Não conectado: { $detail }
api-error-forbidden = Recusado: { $detail }
api-error-tool_disabled = Esta ferramenta está desativada: { $detail }
api-error-invalid_appid = ID de aplicativo inválido: { $detail }
api-error-invalid_request = Solicitação inválida: { $detail }
api-error-upstream_unavailable = As fontes de preços não estão respondendo agora: { $detail }
api-error-service_unavailable = O serviço está indisponível por um momento. Tente de novo em alguns segundos.
api-error-insufficient_storage = O servidor está sem espaço para arquivos agora. Tente mais tarde ou apague trabalhos concluídos de que você não precisa mais.
api-error-internal = Algo deu errado do nosso lado. Tente de novo.

## Web page bodies beyond the hub (issue 36): a tool's page, the job panel, "My jobs", a shared recipe's page.

web-tool-breadcrumb = Trilha de navegação
web-tool-disabled = Esta ferramenta está desativada neste servidor agora. Tente mais tarde.
web-tool-noscript = Esta página precisa de JavaScript para enviar arquivos e acompanhar o trabalho. A { $api } funciona sem ele.
web-tool-noscript-api = API HTTP
web-tool-video-link = Link de vídeo
web-tool-your-file = Seu arquivo
web-tool-options = Opções
web-tool-no-options = Esta ferramenta não tem opções.
web-tool-start = Iniciar
web-tool-jobs-listed = Seus trabalhos ficam em { $jobs } até expirarem.
web-tool-then = Depois…
web-tool-then-label = Próxima etapa, sobre o que a etapa acima gera
web-tool-then-add = Adicionar etapa
web-tool-missing = Ferramenta não encontrada
web-tool-missing-text = Não existe ferramenta chamada “{ $slug }”.
web-tool-see-all = Ver todas as ferramentas
web-recipe-title = Salvar como receita
web-recipe-hint = Guarda estas etapas e suas opções com um nome, para usar de novo em outros arquivos (POST /api/pipelines com { $field }).
web-recipe-name = Nome da receita
web-required = (obrigatório)
web-recipe-name-hint = Até 60 letras, dígitos, espaços, pontos, hífens ou sublinhados.
web-recipe-share = Compartilhar: qualquer pessoa com o link pode usá-la nos próprios arquivos
web-recipe-save = Salvar receita
web-file-choose = Escolha um arquivo
web-file-choose-many = Escolha arquivos
web-file-drop = ou solte-o aqui
web-file-drop-many = ou solte-os aqui
web-file-hint = Aceitos: { $types }. Até { $size } MB.
web-url-label = Link para um vídeo
web-url-hint = Cole o endereço completo da página do vídeo.
web-job-title = Seu trabalho
web-job-cancel = Cancelar trabalho
web-job-download = Baixar
web-job-again = Processar outro
web-jobs-lead = Trabalhos iniciados neste navegador. Os resultados podem ser baixados até o trabalho expirar; depois os arquivos são apagados.
web-needs-js = Esta página precisa de JavaScript.
web-loading = Carregando…
web-jobs-caption = Seus trabalhos, os mais recentes primeiro
web-jobs-tool = Ferramenta
web-jobs-status = Situação
web-jobs-started = Iniciado
web-jobs-expires = Expira
web-jobs-actions = Ações
web-recipe-page-title = Receita: { $name }
web-recipe-page-steps = { $count ->
        [one] { $count } etapa, em ordem em cada arquivo (uma etapa que aceita vários arquivos recebe todos).
       *[other] { $count } etapas, em ordem em cada arquivo (uma etapa que aceita vários arquivos recebe todos).
    }
web-recipe-page-files = Seus arquivos
web-recipe-page-use = Usar esta receita
web-recipe-page-again = Usar de novo

## A Discord channel's own language (issue 36): /language with where: channel.

cmd-language-opt-where = "channel": o idioma deste canal, para promoções e jogos grátis (Gerenciar canais)
cmd-language-opt-where-name = onde
dc-language-channel-managers = Só membros que podem gerenciar este canal podem mudar o idioma dele.
dc-language-channel-set = As promoções e jogos grátis deste canal agora saem em { $language }.
dc-language-channel-reset = A escolha de idioma deste canal foi removida: as postagens voltam a seguir o idioma em que cada inscrição foi feita.
dc-language-channel-current = As postagens deste canal estão em { $language }.
dc-language-channel-none = Este canal não tem idioma próprio: as postagens seguem o idioma em que cada inscrição foi feita, senão o do servidor.

## The deals and price pages (issue 36).

web-region = Região
web-deals-title = Promoções de jogos
web-deals-lead = Jogos grátis e grandes descontos como as listas de promoções mostram, verificados a cada poucos minutos. Os links passam pelo link de loja da fonte.
web-deals-show = Mostrar
web-deals-every = Todas as promoções
web-deals-free-only = Só jogos grátis
web-deals-under = Preço máximo
web-deals-under-example = ex.: 5
web-deals-cut = Desconto mínimo (%)
web-deals-cut-example = ex.: 90
web-deals-store-example = ex.: steam
web-deals-submit = Mostrar promoções
web-deals-feed = { $feed } — cole num leitor de feeds para saber das novas.
web-deals-feed-link = Feed Atom destas promoções
web-deals-page = Página { $page } de { $pages }
web-prices-lead = Os menores preços de um jogo em todas as lojas: lojas oficiais, keyshops, o menor preço histórico e a nota da crítica.
web-prices-game = ID de app da Steam ou título do jogo
web-prices-game-example = ex.: 620 ou Portal 2
web-prices-game-hint = Um número é buscado como ID de app; palavras buscam pelo título.
web-prices-submit = Consultar
web-prices-which = Qual jogo?
web-history-title = Histórico de preços
web-history-period = Período
web-history-30 = 30 dias
web-history-365 = 1 ano
web-history-all = Tudo
web-history-caption = Melhores preços de lojas oficiais e keyshops e o preço normal; o ponto marca o menor preço.
web-history-not-enough = Ainda não há histórico suficiente para um gráfico.
web-history-lows = Menores preços
web-low-steam = Steam
web-low-since = Desde o último aumento de preço

## Claim reminders (issue 41): "Remind me" and "Claimed" on giveaway posts and lists, the reminder, and /unclaimed.
cmd-unclaimed = Brindes abertos que você não marcou como resgatados
cmd-unclaimed-usage = /unclaimed
cmd-unclaimed-name = nao-resgatados
giveaway-remind-button = Lembrar-me
giveaway-claimed-button = Resgatado
giveaway-remind-set = Vou te mandar uma mensagem privada em { $date }, { $lead } antes do fim.
giveaway-remind-soon = Termina em menos de { $lead }: seu lembrete chega em instantes.
giveaway-remind-no-end = Ainda não há data de término: assim que houver, vou te mandar uma mensagem privada { $lead } antes do fim.
giveaway-remind-claimed = Você marcou este como resgatado, então não há o que lembrar.
giveaway-remind-sent = Já te enviei este lembrete.
tg-remind-private-hint = Antes, abra uma conversa privada comigo.
giveaway-claimed-set = Marcado como resgatado: sem lembrete para este, e /unclaimed deixa de mostrá-lo.
giveaway-press-ended = Este brinde já terminou.
giveaway-press-unknown = Este brinde não está mais na lista.
giveaway-reminder = ⏰ Lembrete: { $title } está grátis para sempre na { $store } até { $date } ({ $left }).
unclaimed-title = Brindes que você não resgatou
unclaimed-none = Nada aberto que você não tenha marcado como resgatado.
# Shared wishlist of a server channel or group (issue 41, 4b)
cmd-wishlist = Lista de desejos compartilhada deste servidor ou grupo: adicione, remova ou liste jogos
cmd-wishlist-usage = /wishlist [add <id do app ou título> | remove <jogo>]
cmd-wishlist-name = lista-de-desejos
cmd-wishlist-opt-action = add, remove ou list (padrão: list)
cmd-wishlist-opt-action-name = ação
cmd-wishlist-opt-game = Id do app na loja ou título do jogo
cmd-wishlist-opt-game-name = jogo
wishlist-added = { $game } agora está na lista de desejos deste chat. Toque em “Avise-me” para ser mencionado quando ele tiver desconto ou um novo menor preço.
wishlist-already = { $game } já está na lista de desejos deste chat. Toque em “Avise-me” para ser mencionado.
wishlist-removed = Removido da lista de desejos deste chat: { $games }
wishlist-removed-none = Nada na lista de desejos deste chat corresponde a “{ $which }”.
wishlist-title = Lista de desejos deste chat:
wishlist-line = { $game } (app { $appid }): { $members ->
        [one] { $members } membro espera
       *[other] { $members } membros esperam
    }
wishlist-list-hint = 🔔 menciona você quando um jogo tiver desconto ou um novo menor preço; 🔕 para isso.
wishlist-empty = A lista de desejos deste chat está vazia. Os administradores adicionam jogos com /wishlist add <jogo>.
wishlist-choices = Vários jogos correspondem a “{ $query }”. Adicione um pelo id do app:
wishlist-admins-only = Só os administradores do chat podem mudar a lista de desejos dele.
wishlist-groups-only = A lista de desejos compartilhada é para servidores e grupos. Para seus próprios alertas de preço, use /watch.
wishlist-full = A lista de desejos deste chat já tem { $max } jogos; remova um primeiro.
wishlist-button-on = 🔔 Avise-me
wishlist-button-off = 🔕 Parar
wishlist-pressed-on = Você será mencionado quando { $game } tiver desconto ou um novo menor preço.
wishlist-pressed-off = Você não será mais mencionado por { $game }.
wishlist-pressed-gone = Este jogo não está mais na lista de desejos do chat.
wishlist-members-full = { $max } membros já esperam por este jogo.
wishlist-alert-title = { $game } está em promoção (lista de desejos)
wishlist-alert-cut = { $cut } de desconto: { $price } na { $store }
wishlist-alert-cut-nostore = { $cut } de desconto: { $price }
wishlist-alert-low = Novo menor preço: { $price }
## Tool forms (issue 36, tools' words; Formulários das ferramentas): parameter labels and the hints under them, as in en.ftl.

tool-form-label-format = Formato de saída
tool-form-label-bitrate = Taxa de bits
tool-form-label-quality = Qualidade
tool-form-label-width = Largura
tool-form-label-height = Altura
tool-form-label-start = Início
tool-form-label-end = Fim
tool-form-label-x = Esquerda (x)
tool-form-label-y = Topo (y)
tool-form-label-crop_width = Largura do recorte
tool-form-label-crop_height = Altura do recorte
tool-form-label-degrees = Ângulo (graus)
tool-form-label-direction = Direção
tool-form-label-factor = Fator
tool-form-label-fps = Quadros por segundo
tool-form-label-gain_db = Ganho (dB)
tool-form-label-level = Nível
tool-form-label-preset = Predefinição
tool-form-label-pages = Páginas
tool-form-label-target_size = Tamanho desejado
tool-form-label-text = Texto
tool-form-label-match = Correspondência
tool-form-label-color = Cor
tool-form-label-opacity = Opacidade
tool-form-label-fields = Campos do formulário
tool-form-label-password = Senha
tool-form-label-owner_password = Senha do proprietário
tool-form-label-offset = Deslocamento (segundos)
tool-form-label-lang = Idiomas
tool-form-hint-default = Padrão: { $value }
tool-form-hint-required = Obrigatório
tool-form-hint-optional = Opcional
tool-form-hint-range = Permitido: de { $min } a { $max }
tool-form-hint-at-least = Permitido: no mínimo { $min }
tool-form-hint-at-most = Permitido: no máximo { $max }
tool-form-hint-pair = { $first }. { $second }

## Telegram: the line above the tool buttons under a file or video link sent without a command (issue 36, tools' words).

tg-offer-none = Nenhuma ferramenta aceita este tipo de arquivo.
tg-offer-none-type = Nenhuma ferramenta aceita este tipo de arquivo ({ $type }).
tg-offer-no-video = As ferramentas de vídeo não estão disponíveis.
tg-offer-file = Isto é { $type }. Escolha uma ferramenta (configurações padrão) ou envie com uma legenda como { $example }:
tg-offer-file-unknown = Isto é um arquivo. Escolha uma ferramenta (configurações padrão) ou envie com uma legenda como { $example }:
tg-offer-video = Escolha uma ferramenta para este vídeo:
## Discord forms in parts: a kind of file with more tools than a select lists (issue 40)
dc-form-pick-part = { $kind }: { $count } ferramentas, mais do que um formulário consegue listar. Escolha a parte com a sua ferramenta:
dc-form-pick-part-message = Estes arquivos servem para { $count } ferramentas, mais do que um formulário consegue listar. Escolha a parte com a sua ferramenta:

## A web capture that failed on its page, not a video link (issue 38)
failure-page_unavailable = Não foi possível capturar a página: o endereço não é permitido aqui, não respondeu, respondeu com um erro ou a página não carregou a tempo.
## Every language, the rest (issue 36): page scripts, chart axes, admin panel, deal feed and filters, e-mail to PDF.

js-no-details = O servidor respondeu { $status } sem detalhes.
js-no-connection = Não foi possível falar com o servidor. Verifique sua conexão e tente de novo.
js-went-wrong = Algo deu errado.
js-not-found = Não encontrado (talvez tenha expirado).
js-expired = expirado
js-status-queued = Aguardando na fila
js-status-processing = Processando
js-status-completed = Pronto
js-status-failed = Falhou
js-status-cancelled = Cancelado
js-status-stage = { $status } ({ $stage })
js-upload-no-connection = O envio falhou: não foi possível falar com o servidor.
js-job-done = Pronto. Seu arquivo está disponível.
js-job-failed = A tarefa falhou.
js-step-failed = A etapa { $step } ({ $tool }) falhou: { $message }
js-job-cancelled = Cancelado.
js-job-unreadable = Não foi possível ler a tarefa.
js-job-cancelled-deleted = Cancelado. Os arquivos foram apagados.
js-job-not-cancelled = Não foi possível cancelar a tarefa.
js-result-name = resultado
js-download-name = Baixar { $name }
js-output-info = { $name }, { $size }. Disponível { $until }.
js-preview-of = Prévia de { $name }
js-play = Reproduzir { $name }
js-first-page-of = Primeira página de { $name }
js-beginning-of = Início de { $name }
js-loading = Carregando…
js-preview-zip = Um arquivo ZIP com vários arquivos: baixe-o para abri-los.
js-preview-none = Sem prévia para este tipo de arquivo.
js-preview-first = … (primeiros { $size } mostrados)
js-preview-failed = Não foi possível carregar a prévia.
js-jobs-unreadable = Não foi possível carregar suas tarefas.
js-jobs-none = Você ainda não tem tarefas. Escolha uma ferramenta para começar.
js-jobs-count = { $count ->
    [one] { $count } tarefa.
   *[other] { $count } tarefas.
}
js-jobs-count-running = { $count ->
    [one] { $count } tarefa, ainda em andamento.
   *[other] { $count } tarefas, algumas ainda em andamento.
}
js-col-tool = Ferramenta
js-col-status = Status
js-col-started = Iniciada
js-col-expires = Expira
js-col-actions = Ações
js-download = Baixar
js-cancel = Cancelar
js-delete = Apagar
js-job-cancel-label = Cancelar a tarefa { $title } de { $when }
js-job-delete-label = Apagar a tarefa { $title } de { $when }
js-job-was-cancelled = Tarefa { $title } cancelada.
js-job-was-deleted = Tarefa { $title } apagada.
js-job-not-removed = Não foi possível remover a tarefa.
js-prices-sources-down = As fontes de preço não estão respondendo agora. Tente de novo em alguns minutos.
js-prices-rate-limited = Consultas de preço demais daqui agora. Tente de novo em um minuto.
js-try-later = { $problem } Tente de novo mais tarde.
js-prices-enter = Digite um id de app ou um título.
js-prices-searching = Buscando “{ $title }”…
js-prices-search-failed = A busca falhou.
js-prices-no-game = Nenhum jogo encontrado para “{ $title }”.
js-prices-pick = { $count ->
    [one] { $count } jogo corresponde; escolha-o.
   *[other] { $count } jogos correspondem; escolha um.
}
js-prices-looking-up = Consultando o app { $appid }…
js-prices-unknown-app = Nenhuma loja conhece o id de app { $appid }.
js-prices-lookup-failed = A consulta falhou.
js-prices-for = Preços de { $title }.
js-prices-app = App { $appid }
js-prices-keyshop-via = um revendedor de chaves via GG.deals
js-prices-keyshop-gap = precisa do GG.deals, que não respondeu (ele exige uma chave de API neste servidor)
js-prices-card-meta = App { $appid } · { $region } · preços em { $currency }
js-prices-stale = Não foi possível acessar as lojas; estes preços são mais antigos.
js-prices-regular = Preço normal
js-prices-best-official = Melhor loja oficial
js-prices-best-keyshop = Melhor revendedor de chaves
js-prices-all-time-low = Menor preço histórico
js-prices-active-deals = Promoções ativas
js-prices-critic-score = Nota da crítica
js-prices-sources = Fontes: { $sources } · atualizado { $updated }
js-prices-go-to-offer = Ir para a melhor oferta
js-choose-files-first = Escolha um ou mais arquivos primeiro.
js-choose-file-first = Escolha um arquivo primeiro.
js-uploading = Enviando…
js-uploading-percent = Enviando… { $percent } %
js-sending = Enviando…
js-job-refused = O servidor recusou a tarefa ({ $status }).
js-recipe-name-needed = Dê um nome à receita.
js-recipe-not-saved = Não foi possível salvar a receita ({ $status }).
js-recipe-saved = { $count ->
    [one] “{ $name }” salva ({ $count } etapa).
   *[other] “{ $name }” salva ({ $count } etapas).
}
js-recipe-share-link = Link para compartilhar:
js-steps-finding = Procurando as ferramentas que podem vir em seguida…
js-steps-none = Nenhuma ferramenta pode vir em seguida: nenhuma aceita o que a última etapa gera, ou a sequência já tem todas as etapas permitidas.
js-steps-count = { $count ->
    [one] { $count } ferramenta pode receber o resultado.
   *[other] { $count } ferramentas podem receber o resultado.
}
js-steps-added = Etapa { $step } adicionada: { $title }.
js-steps-removed = { $title } removida.
js-steps-legend = Etapa { $step }: { $title }
js-steps-remove-label = Remover a etapa { $step } ({ $title })
js-steps-no-options = Esta ferramenta não tem opções.
js-steps-remove = Remover etapa
js-required = (obrigatório)
js-steps-refused = As etapas foram recusadas
js-first-step-options = Etapa 1: opções de { $title }
js-options = Opções
js-choose-files = Escolher arquivos
js-choose-file = Escolher um arquivo
js-drop-them = ou solte-os aqui
js-drop-it = ou solte-o aqui
js-too-many-files = Uma tarefa aceita no máximo { $max } arquivos; você escolheu { $count }.
js-file-too-large = Este arquivo tem { $size }; o limite é { $limit }.
js-files-too-large = Estes arquivos têm { $size } no total; o limite é { $limit }.
js-paste-video-first = Cole o link de um vídeo primeiro.
js-paste-page-first = Cole o endereço de uma página web primeiro.
js-server-refused = O servidor recusou a tarefa
js-refused-status = { $what } ({ $status }).
js-file-chosen = { $name } ({ $size })
js-files-chosen = { $count } arquivos, { $size } no total: { $names }
js-hub-matches = { $shown } de { $total } ferramentas correspondem a “{ $query }”.
js-hub-total = { $total } ferramentas.
web-page-legend = Página web
web-page-label = Endereço da página
web-page-placeholder = https://example.com/artigo
web-page-hint = Cole o endereço completo (http ou https) de uma página web pública.

chart-aria = Histórico de preços de { $title }
chart-line-official = Lojas oficiais
chart-line-keyshop = Revendedores de chaves
chart-line-regular = Preço normal
chart-not-enough = Ainda não há histórico de preços suficiente: volte em alguns dias.
chart-today = Hoje: { $price } ({ $line })
chart-all-time-low = Menor preço histórico { $price }
chart-all-time-low-at = Menor preço histórico { $price } ({ $where })
chart-period-low = Menor preço do período { $price }
web-history-rate-limited = Consultas de preço demais daqui agora; o histórico volta a aparecer em um minuto.
web-history-sources-down = As fontes de preço não estão respondendo agora, então não há histórico para mostrar. Tente de novo em alguns minutos.
web-history-failed = Não foi possível desenhar o histórico de preços agora; tente de novo mais tarde.

deal-filter-join = { $a }, { $b }
deal-filter-free = grátis
deal-filter-under = abaixo de { $price }
deal-filter-cut = desconto a partir de { $cut }%
deal-filter-store = loja { $store }
deal-filter-region = região { $region }
deal-filter-currency = moeda { $currency }
deal-filter-ignore = sem { $stores }
deal-filter-games-only = só jogos
follow-giveaways = jogos grátis: { $filter }
deal-feed-title = Promoções de jogos: { $filter }
deal-feed-free = GRÁTIS
deal-feed-live = { $title }: { $price } (−{ $cut }%) na { $shop }
deal-feed-ended = Encerrada: { $title } (era { $price } na { $shop })
deal-feed-summary = { $price } em vez de { $regular } (−{ $cut }%) na { $shop }.
deal-feed-summary-until = { $price } em vez de { $regular } (−{ $cut }%) na { $shop }. Até { $date }.
deal-feed-summary-ended = Esta promoção acabou; era { $price } em vez de { $regular } na { $shop }.

email-from = De
email-to = Para
email-cc = Cc
email-date = Data
email-subject = Assunto
email-attachments = Anexos ({ $count })
email-unnamed = (sem nome)

web-404-title = Página não encontrada
web-404-lead = Não há nada neste endereço. Daqui você pode:
web-404-tools = ver todas as ferramentas
web-404-prices = consultar o preço de um jogo
web-404-docs = ler a documentação da API

# Bundles and subscriptions on the price card, bundle follows, image cards (issue 41, parts 4 and 5)
price-bundles = Pacotes
price-subscriptions = Em assinaturas
price-bundle-ends = termina em { $date }
price-subscription-leaves = sai em { $date }
price-bundle-from = a partir de { $price }
web-giveaways-title = Jogos grátis
web-giveaways-lead = Jogos, DLCs e itens grátis para sempre, do GamerPower, da Epic e do IsThereAnyDeal, com a data de término.
web-giveaways-none = Nenhuma oferta aberta corresponde a este filtro.
# /fit: a file made again under a size (issue 39)
cmd-fit = Faz um arquivo caber em um tamanho: discord, whatsapp, email… ou bytes
cmd-fit-usage = /fit [discord|discord-nitro-basic|telegram-bot|whatsapp|email|bytes]
cmd-fit-name = caber
cmd-fit-opt-size = Uma predefinição (discord, whatsapp, email…) ou bytes; padrão: o limite deste chat
cmd-fit-opt-size-name = tamanho
cmd-fit-opt-file = A imagem, o vídeo, o áudio ou o PDF que deve caber

## admin panel (issue 36): the page's shell, its script's words (js-admin-*), and the job stages' words (stage-*).

admin-title = Administração
admin-off = O painel de administração está desligado neste servidor: defina { $variable } para ligá-lo.
admin-needs-js = O painel de administração precisa de JavaScript.
admin-sign-in = Entrar
admin-token = Token de administração
admin-sign-out = Sair
admin-sections = Seções da administração
admin-queue = Fila
admin-tools = Ferramentas
admin-keys = Chaves de API
admin-webhooks = Webhooks
admin-price-cache = Cache de preços
admin-queue-caption = Tarefas recentes (sem o conteúdo dos arquivos)
admin-col-job = Tarefa
admin-col-tool = Ferramenta
admin-col-source = Origem
admin-col-status = Status
admin-col-created = Criada
admin-col-actions = Ações
admin-col-category = Categoria
admin-col-uses = Usos
admin-col-starts = Inícios
admin-col-errors = Erros
admin-col-last-days = Últimos dias
admin-col-on = Ligada
admin-col-label = Rótulo
admin-col-last-used = Último uso
admin-col-state = Situação
admin-col-key = Chave
admin-col-failures = Falhas seguidas
admin-col-event = Evento
admin-col-type = Tipo
admin-col-attempts = Tentativas
admin-col-last-answer = Última resposta
admin-tools-lead = Desligar uma ferramenta ou categoria recusa novas tarefas na hora (403 tool_disabled); as tarefas dela na fila falham.
admin-categories = Categorias
admin-each-tool = Cada ferramenta
admin-tool-filter = Filtrar ferramentas
admin-tools-caption = Usos, e inícios e erros de tarefas nos últimos { $days } dias
admin-previous = Anterior
admin-next = Próxima
admin-key-label = Rótulo para uma nova chave
admin-key-create = Criar chave
admin-key-copy-now = Copie esta chave agora; ela não será mostrada de novo.
admin-key-secret = Segredo de assinatura dos webhooks (verifica a { $header } das entregas dela):
admin-webhooks-lead = Uma chave cujas entregas falharam vezes demais seguidas fica pausada até ser retomada aqui. Reenviar envia de novo uma entrega com o mesmo id.
admin-webhooks-state-caption = Estado dos webhooks por chave
admin-deliveries-caption = Últimas entregas por chave (mais recentes primeiro)
admin-cache-clear = Limpar o cache de preços
js-admin-sign-in-again = Entre de novo, por favor.
js-admin-failed = { $what }: { $message }
js-admin-enter-token = Digite o token de administração.
js-admin-sign-in-failed = Falha ao entrar.
js-admin-signed-in = Você entrou.
js-admin-queue = Fila
js-admin-tools = Ferramentas
js-admin-keys = Chaves
js-admin-webhooks = Webhooks
js-admin-price-cache = Cache de preços
js-admin-flag = Chave liga/desliga
js-admin-cancel = Cancelar
js-admin-delete = Excluir
js-admin-cancel-job = Cancelar a tarefa { $job } ({ $tool })
js-admin-delete-job = Excluir a tarefa { $job } ({ $tool })
js-admin-job-cancelled = Tarefa { $job } cancelada.
js-admin-job-deleted = Tarefa { $job } excluída.
js-admin-no-jobs = Ainda não há tarefas.
js-admin-stat-waiting = Aguardando
js-admin-stat-running = Em andamento
js-admin-stat-completed = Concluídas
js-admin-stat-failed = Com falha
js-admin-stat-cancelled = Canceladas
js-admin-switched-on = { $name }: ligado.
js-admin-switched-off = { $name }: desligado.
js-admin-category = Categoria { $category }
js-admin-starts-per-day = Inícios por dia: { $values }
js-admin-page-range = { $first }–{ $last } de { $total }
js-admin-on = ligada
js-admin-off = desligada
js-admin-off-category = desligada (categoria)
js-admin-no-tool-matches = Nenhuma ferramenta corresponde a “{ $filter }”.
js-admin-no-tools = Nenhuma ferramenta.
js-admin-never = nunca
js-admin-active = ativa
js-admin-revoked-on = revogada em { $date }
js-admin-revoke = Revogar
js-admin-revoke-key = Revogar a chave { $label }
js-admin-key-revoked = Chave “{ $label }” revogada.
js-admin-no-keys = Ainda não há chaves de API: crie uma acima.
js-admin-key-needs-label = Dê um rótulo à chave.
js-admin-create-key = Criar chave
js-admin-key-not-created = Não foi possível criar a chave.
js-admin-key-created = Chave “{ $label }” criada.
js-admin-paused-since = pausada desde { $date }
js-admin-delivering = entregando
js-admin-resume = Retomar
js-admin-resume-key = Retomar as entregas de { $key }
js-admin-resumed = Entregas de “{ $key }” retomadas.
js-admin-no-webhook-keys = Nenhuma chave enviou um webhook ainda.
js-admin-delivery-pending = pendente
js-admin-delivery-delivered = entregue
js-admin-delivery-gone = removido (410)
js-admin-delivery-failed = falhou
js-admin-replay = Reenviar
js-admin-replay-delivery = Reenviar a entrega { $id }
js-admin-replayed = Entrega { $id } colocada na fila de novo.
js-admin-no-deliveries = Ainda não há entregas.
js-admin-unavailable = indisponível
js-admin-unknown = desconhecido
js-admin-entries = Entradas
js-admin-hits = Acertos
js-admin-misses = Falhas
js-admin-hit-rate = Taxa de acertos
js-admin-clear-cache = Limpar cache
js-admin-cache-cleared = Cache de preços limpo.
stage-queued = aguardando
stage-reading = lendo
stage-probing = inspecionando
stage-preparing = preparando
stage-fetching = baixando
stage-decoding = decodificando
stage-encoding = codificando
stage-converting = convertendo
stage-extracting = extraindo
stage-unpacking = descompactando
stage-packing = empacotando
stage-zipping = compactando em ZIP
stage-resizing = redimensionando
stage-cropping = recortando
stage-rotating = girando
stage-reversing = invertendo
stage-rendering = renderizando
stage-drawing = desenhando
stage-laying-out = diagramando
stage-analysing = analisando
stage-scanning = escaneando
stage-recognizing = reconhecendo o texto
stage-stamping = carimbando
stage-remuxing = remultiplexando
stage-compressing = comprimindo
stage-assembling = montando
stage-arranging = organizando
stage-numbering = numerando
stage-flattening = achatando
stage-filling = preenchendo
stage-signing = assinando
stage-encrypting = criptografando
stage-decrypting = descriptografando
stage-redacting = ocultando
stage-repairing = reparando
stage-removing = removendo
stage-cleaning = limpando
stage-checking = verificando
stage-adding-subtitles = adicionando legendas
stage-burning-in-subtitles = gravando legendas no vídeo
# The web tool page's "make it fit" preset buttons (issue 39)
web-size-presets = Ajustar para
web-size-preset = { $name } · { $size } MB
web-size-preset-discord = Discord
web-size-preset-discord-nitro-basic = Discord Nitro Basic
web-size-preset-telegram-bot = Bot do Telegram
web-size-preset-whatsapp = WhatsApp
web-size-preset-email = E-mail
## Bundle follows: /follow bundles posts each new bundle (issue 41, part 4)
follow-bundles = pacotes: { $filter }
bundle-new = Novo pacote em { $store }
bundle-from = a partir de { $price }
bundle-games = { $count ->
        [one] { $count } jogo
       *[other] { $count } jogos
    }
bundle-open = Garanta em { $store }
## Archive files in pipelines (issue 39 item 5): the result's note on files left as they were, and the stage
## of sorting an archive's files for the next step (js-files-unchanged: the same note on the web page's job panel)
pipeline-files-unchanged = Os arquivos do pacote que a próxima etapa não aceita estão no ZIP sem alterações: { $count } de { $total }.
js-files-unchanged = Os arquivos do pacote que a próxima etapa não aceita estão no ZIP sem alterações: { $count } de { $total }.
stage-sorting-files = separando arquivos
# Assinaturas PDF visíveis (issue 39): as linhas do quadro desenhado na página.
pdf-sign-signed-by = Assinado digitalmente por { $name }
pdf-sign-date = Data: { $date }
pdf-sign-reason = Motivo: { $reason }
# Telegram: a bare /fit offers the sizes as buttons (issue 39)
tg-fit-choose = Para onde vai este arquivo? Escolha um tamanho e eu o ajusto (ou envie /fit com um número de bytes).
tg-fit-this-chat = Este chat
tg-fit-starting = Ajustando: { $size }
## Archive creation: the words for a tool that takes any file (issue 39, item 5)
web-file-hint-any = Qualquer tipo de arquivo. Até { $size } MB.
tools-any-file = qualquer tipo de arquivo

# Telegram: /fit on a file over the 20 MB a bot may fetch answers with an upload link that keeps the size (issue 39)
tg-fit-link = O que você enviar lá será ajustado para { $size }.
