# gametools message catalogue: French (fr), translated from en.ftl. Conventions: see the header of en.ftl.
#
# Translators' notes (fr):
# - Who: gametools translators (machine-assisted, review welcome).
# - Register: "tu", as French gaming communities and Discord bots usually write. French typography with a plain
#   space before : ; ! ? and inside « », as chat apps usually write it (print would use a no-break space).
# - Terms: deal = bon plan, key reseller = revendeur de clés, all-time low = plus bas historique, watch = alerte
#   (de prix), follow = abonnement (to deals in a chat), file job = tâche, recipe = recette, tool = outil,
#   stage = phase, step = étape.
# - Words the parser reads stay English: reset, all, free, under, cut>=, low, official, since, save, region:,
#   currency:, ignore:, role:, the tool names and their parameters (width=200). Telegram only knows the English
#   command names, so texts that name a command (/convert @name, /tools, /price) keep them; only the Discord-only
#   texts (error-needs-*-discord, alert-footer, dc-*) use the French option and command names.
# - web-hub-placeholder keeps its English search words: the tool search matches the tools' English names.
# - Unsure: the Discord command names (bons-plans, alerte, suivre, abonnements, désabonner); "9.99" in
#   cmd-watch-opt-price keeps the point because Discord's number option may not take "9,99".

## Language names, shown by /language and the web page's picker (each in its own language).

language-name = Français
language-current = Langue : { $language }.
language-set = Langue réglée sur { $language }.
language-set-chat = La langue de ce chat est maintenant { $language }.
language-reset = Choix de langue supprimé : la langue de ton appli est de nouveau utilisée.
language-unknown = La langue « { $wanted } » n’est pas disponible ici. Disponibles : { $available }.
language-admins-only = Seuls les administrateurs du groupe peuvent changer la langue du groupe.
language-available = Disponibles : { $list }. Choisis-en une avec /language <code>, ou /language reset.

## Commands: descriptions in the command menus (Telegram and Discord), the usage line /help shows, and the
## Discord names of commands and their options.

cmd-start = Démarrer le bot
cmd-start-usage = /start
cmd-help = Comment utiliser ce bot
cmd-help-usage = /help
cmd-language = Choisir la langue dans laquelle le bot répond
cmd-language-usage = /language [code de langue | reset]
cmd-language-name = langue
cmd-language-opt-code = Code de langue, ex. de, pt-BR ; « reset » pour suivre ton appli
cmd-language-opt-code-name = code
cmd-price = Prix des jeux : meilleure offre officielle et revendeur, plus bas historique, bons plans, graphique
cmd-price-usage = /price <appid ou titre> [région | regions]
cmd-price-name = prix
cmd-price-opt-game = ID d’appli du store ou titre du jeu
cmd-price-opt-game-name = jeu
cmd-price-opt-region = Code pays à deux lettres, ex. us, fr, gb
cmd-price-opt-region-name = région
cmd-price-opt-regions = Comparer les prix Steam dans ces régions, p. ex. us,de,br (ou : regions)
cmd-price-opt-regions-name = régions
cmd-history = Graphique des prix d’un jeu avec tous les types de plus bas
cmd-history-usage = /history <appid ou titre> [jours]
cmd-history-name = historique
cmd-history-opt-game = ID d’appli du store ou titre du jeu
cmd-history-opt-game-name = jeu
cmd-history-opt-days = Jours d’historique, de 1 à 3650 (365 par défaut)
cmd-history-opt-days-name = jours
cmd-tools = Parcourir les outils de fichiers par catégorie ou par mots-clés
cmd-tools-usage = /tools [catégorie ou mots] [page]
cmd-tools-name = outils
cmd-tools-opt-query = Une catégorie (image, pdf, audio, video, qr, url...) ou des mots
cmd-tools-opt-query-name = recherche
cmd-tools-opt-page = Numéro de page
cmd-tools-opt-page-name = page
cmd-convert = Lancer un outil sur le fichier joint ou sur un lien vidéo
cmd-convert-usage = /convert <outil> [param=valeur ...] [lien vidéo]
cmd-convert-name = convertir
cmd-convert-opt-tool = Nom de l’outil (voir /tools), ex. image-grayscale, ou @recette
cmd-convert-opt-tool-name = outil
cmd-convert-opt-params = Paramètres sous la forme nom=valeur, ex. width=200 height=100
cmd-convert-opt-params-name = paramètres
cmd-convert-opt-url = Lien vidéo ou adresse d’une page web, pour les outils de lien
cmd-convert-opt-url-name = url
cmd-convert-opt-then = Étapes suivantes : outil param=valeur | outil ...
cmd-convert-opt-then-name = ensuite
cmd-convert-opt-file = Le fichier à traiter (pour les outils de fichiers)
cmd-convert-opt-file-name = fichier
cmd-convert-opt-file-more = Fichier { $number }, pour les outils à plusieurs fichiers (pdf-merge) ou pour traiter chacun
cmd-recipe = Enregistrer une chaîne d’outils comme recette, à lancer plus tard avec /convert @nom
cmd-recipe-usage = /recipe save <nom> <outil param=valeur | outil ...>
cmd-recipe-name = recette
cmd-recipe-opt-name = Nom de la recette, à lancer avec /convert @nom
cmd-recipe-opt-name-name = nom
cmd-recipe-opt-steps = Étapes : outil param=valeur | outil ...
cmd-recipe-opt-steps-name = étapes
cmd-recipes = Lister tes recettes enregistrées (lance-en une avec /convert @nom)
cmd-recipes-usage = /recipes
cmd-recipes-name = recettes
cmd-jobs = Tes tâches de fichiers récentes et leur état
cmd-jobs-usage = /jobs
cmd-jobs-name = tâches
cmd-cancel = Annuler une de tes tâches
cmd-cancel-usage = /cancel <id de tâche>
cmd-cancel-name = annuler
cmd-cancel-opt-job_id = L’id de tâche affiché dans le message d’état ou dans /jobs
cmd-cancel-opt-job_id-name = id_tâche
cmd-watch = M’alerter quand un jeu descend au prix que je vise
cmd-watch-usage = /watch <appid ou titre> <prix> [région]
cmd-watch-name = alerte
cmd-watch-opt-game = ID d’appli du store ou titre du jeu
cmd-watch-opt-game-name = jeu
cmd-watch-opt-price = Prix cible dans la devise de la région, ex. 9.99
cmd-watch-opt-price-name = prix
cmd-watch-opt-region = Code pays à deux lettres, ex. us, fr, gb
cmd-watch-opt-region-name = région
cmd-watch-opt-rules = Alerter aussi sur : cut>=75, low, official, since (mots, dans n’importe quel ordre)
cmd-watch-opt-rules-name = règles
cmd-unwatch = Supprimer une alerte de prix
cmd-unwatch-usage = /unwatch <id d’alerte | appid | all>
cmd-unwatch-name = supprimer-alerte
cmd-unwatch-opt-which = Id d’alerte de /watches, un ID d’appli, ou « all »
cmd-unwatch-opt-which-name = laquelle
cmd-watches = Lister tes alertes de prix
cmd-watches-usage = /watches
cmd-watches-name = alertes
cmd-deals = Bons plans du moment : gratuits, sous un prix, ou grosse réduction
cmd-deals-usage = /deals [free | under <prix> | cut>=<pourcentage>] [store] [page]
cmd-deals-name = bons-plans
cmd-deals-opt-filter = free, under 5, cut>=90, un nom de store
cmd-deals-opt-filter-name = filtre
cmd-deals-opt-page = Numéro de page
cmd-deals-opt-page-name = page
cmd-follow = Publier les nouveaux bons plans dans ce chat : gratuits, sous un prix, ou grosse réduction
cmd-follow-usage = /follow <free | under <prix> | cut>=<pourcentage>> [store] [region:xx] [currency:XXX] [ignore:a,b] [role:@Rôle]
cmd-follow-name = suivre
cmd-follow-opt-filter = free, under 5, cut>=90, un store, region:fr, ignore:2game
cmd-follow-opt-filter-name = filtre
cmd-follow-opt-role = Un rôle à mentionner dans chaque publication (Discord)
cmd-follow-opt-role-name = rôle
cmd-giveaways = Jeux et butin gratuits à garder, disponibles maintenant, avec leur date de fin
cmd-giveaways-usage = /giveaways [boutique] [game | dlc | loot | beta] [games]
cmd-giveaways-name = gratuits
cmd-giveaways-opt-filter = Une boutique (epic, steam, gog…), un type (dlc, loot, beta) ou games
cmd-giveaways-opt-filter-name = filtre
cmd-following = Lister les filtres de bons plans que suit ce chat
cmd-following-usage = /following
cmd-following-name = abonnements
cmd-unfollow = Arrêter de publier les bons plans d’un des abonnements de ce chat
cmd-unfollow-usage = /unfollow <id | all>
cmd-unfollow-name = désabonner
cmd-unfollow-opt-which = L’id d’abonnement de /following, ou all
cmd-unfollow-opt-which-name = lequel

## Help

help-title = Prix des jeux et outils de fichiers
help-private-note = Les erreurs et les listes personnelles ne sont visibles que par toi.

## Price card (/price), both bots. $price, $regular, $low are formatted amounts.

price-none = —
price-unknown = inconnu
price-regular = Prix normal
price-best-official = Meilleure offre officielle
price-best-keyshop = Meilleur revendeur de clés
price-all-time-low = Plus bas historique
price-active-deals = Bons plans en cours
price-critic-score = Note de la presse
price-score-value = { $score }/100
price-cut = −{ $percent }
price-at-store = chez { $store }
price-best-deal-link = Meilleur bon plan
price-keyshop-gap = nécessite GG.deals, qui n’a pas répondu (il faut une clé d’API sur ce serveur)
price-sources = Sources : { $sources }
price-sources-none = aucune
price-fresh = à jour
price-stale = réponse en cache : les sources de prix ne répondent pas
price-app = Appli { $appid }
price-history-field = Historique des prix
price-chart-description = Graphique de l’historique des prix
price-too-little-history = Pas encore assez d’historique de prix pour un graphique : il se construit à chaque recherche.
price-choices-title = Plusieurs jeux correspondent à « { $query } »
price-choices-footer = Choisis-en un ci-dessous, ou utilise /price avec l’ID d’appli.
price-regions-title = { $title } : prix Steam par région, en { $currency }
price-regions-not-sold = non vendu
price-regions-cheapest = le moins cher
price-regions-rates = Converti avec les taux de référence de la BCE du { $date }.
price-regions-no-rates = Les taux de change n’ont pas pu être lus : aucune conversion.
price-choice-line = { $title } (appli { $appid })
price-free = GRATUIT

## Price alerts (/watch). $price, $target, $low are formatted amounts, $cut and $wanted formatted percentages.

alert-title = Alerte prix : { $game }
alert-changed = Le prix a changé.
alert-footer = Alerte { $id } · /supprimer-alerte { $id } arrête ces alertes
alert-target-official = Meilleur prix { $price } (store officiel) : ton objectif de { $target } est atteint.
alert-target-keyshop = Meilleur prix { $price } (revendeur de clés) : ton objectif de { $target } est atteint.
alert-new-low = Nouveau plus bas historique : { $low }.
alert-cut = Baisse à { $price } : { $cut } de réduction, au moins les { $wanted } que tu voulais.
alert-cut-at = Baisse à { $price } chez { $store } : { $cut } de réduction, au moins les { $wanted } que tu voulais.
alert-rule-low = Nouveau plus bas historique : { $low }.
alert-rule-low-unknown = Nouveau plus bas historique.
alert-rule-official-low = Nouveau plus bas historique des stores officiels : { $low }.
alert-rule-official-low-unknown = Nouveau plus bas historique des stores officiels.
alert-rule-since = Nouveau plus bas depuis la dernière hausse du prix normal : { $low }.
alert-rule-since-unknown = Nouveau plus bas depuis la dernière hausse du prix normal.

## Deal posts (/follow). $price, $regular are formatted amounts, $cut a formatted percentage, $date a formatted day.

deal-ended = Terminé :
deal-ended-word = terminé
deal-was = était à −{ $cut } sur { $regular }
deal-until = Jusqu’au { $date }
deal-get-it = À récupérer chez { $shop }
deal-price = Prix
deal-regular = Prix normal
deal-cut = Réduction
deal-shop = Boutique
deal-ends = Se termine
deals-title = Bons plans : { $filter }
deals-page = page { $page } sur { $pages }
deals-none = Rien ne correspond pour le moment.
unfollow-none = Aucun abonnement de ce type ici. /following les liste.
unfollow-stopped = { $count ->
        [one] Abonnement arrêté :
       *[other] { $count } abonnements arrêtés :
    }
tg-following = Abonnement à { $filter } dans ce chat (id { $id }). Les nouveaux bons plans correspondants seront publiés ici ; /unfollow { $id } l’arrête.
tg-following-none = Ce chat ne suit aucun bon plan. Ajoutes-en un avec /follow free (ou under 5, cut>=90).
tg-following-title = Bons plans suivis par ce chat
tg-following-stop = Arrête-en un avec /unfollow <id>.
dc-following = Abonnement à { $filter } dans ce salon (id { $id }). { $stop } l’arrête.
dc-following-none = Ce salon ne suit aucun bon plan. Ajoutes-en un avec /suivre.
dc-following-title = Bons plans suivis par ce salon
dc-follow-mentions = mentionne { $role }

## Price watches (/watch, /watches, /unwatch). $target, $price are formatted amounts, $cut a percentage; $rules is a list of rule-* texts.

rule-cut = une réduction d’au moins { $cut }
rule-low = un nouveau plus bas historique
rule-since = un nouveau plus bas depuis la dernière hausse du prix normal
rule-target = l’objectif
rule-official-only = { $rules } (stores officiels uniquement)
watches-title = Tes alertes de prix
dc-watch-app-id = ID d’appli { $appid }
dc-watch-choices = Plusieurs jeux correspondent à « { $query } ». Relance /alerte avec l’ID d’appli comme jeu :
dc-watch-no-offer = aucune offre connue pour l’instant
dc-watch-now = le meilleur prix actuel est de { $price }
dc-watch-watching = Alerte créée : { $game }
dc-watch-updated = Alerte mise à jour : { $game }
dc-watch-a-change = un changement de prix
dc-watch-rules-only = Je te préviendrai dans ce salon dès qu’il y aura { $rules } ({ $now }).
dc-watch-already-below = Le prix est déjà à { $target } ou moins ({ $now }). Je te préviendrai ici quand il remontera puis redescendra à ce niveau, ou dès qu’il y aura { $rules }.
dc-watch-target = Je te préviendrai dans ce salon quand le meilleur prix atteindra { $target } ou moins ({ $now }), ou dès qu’il y aura { $rules }.
dc-watch-footer = Id d’alerte { $id } · /supprimer-alerte { $id } la supprime
dc-unwatch-none = Aucune de tes alertes ne correspond. /alertes les liste.
dc-unwatch-removed = Supprimé : { $names }.
dc-watches-none = Tu ne suis aucun jeu. Ajoutes-en un avec /alerte.
dc-watches-no-offer = aucune offre
dc-watches-now = actuellement { $price }
tg-watch-now = actuellement { $price }
tg-watch-at-or-below = à { $target } ou moins
tg-watch-where = appli { $appid }, { $region }
tg-watch-watching = Alerte sur { $game } : je posterai ici { $when }.
tg-watch-updated = Alerte sur { $game } mise à jour : je posterai ici { $when }.
tg-watch-now-line = Actuellement : { $price }
tg-watch-id = id d’alerte
tg-watch-already-below = Le prix est déjà au niveau de ton objectif ou en dessous ; la prochaine alerte viendra quand il remontera puis redescendra.
tg-watch-on = dès qu’il y aura { $rules }
tg-watch-when-target-or-low = quand le meilleur prix sera à { $target } ou moins, ou à chaque nouveau plus bas historique
tg-watch-when-target-or-rules = quand le meilleur prix sera à { $target } ou moins, ou dès qu’il y aura { $rules }
tg-watches-none = Tu n’as aucune alerte de prix. Ajoutes-en une avec /watch <appid ou titre> <prix>.
tg-watches-remove = Supprimes-en une avec /unwatch <id>.
tg-unwatch-none = Aucune alerte de prix correspondante. /watches liste les tiennes.
tg-unwatch-removed = { $count ->
        [one] Alerte supprimée :
       *[other] { $count } alertes supprimées :
    }

## Price history (/history)

history-title = { $game } : historique des prix
history-no-low = Aucun plus bas connu pour l’instant.
history-footer = Appli { $appid } · { $region } · { $days ->
        [one] dernier jour
       *[other] { $days } derniers jours
    }
history-all-time-low = Plus bas historique
history-official-low = Plus bas des stores officiels
history-keyshop-low = Plus bas des revendeurs de clés
history-steam-low = Plus bas sur Steam
history-since-rise-low = Plus bas depuis la hausse de prix
history-rise-on = hausse le { $date }

## File jobs: status messages while a job runs, and its end.

job-queued = En attente dans la file…
job-stage = Phase : { $stage }
job-working = en cours
job-done = Terminé : { $name } ({ $size })
job-failed = Échec : { $reason }
job-failed-step = étape { $step } sur { $steps } ({ $tool }) : { $reason }
job-cancelled = Annulé.
job-cancel-button = Annuler
job-step-stage = étape { $step } sur { $steps } : { $stage }
job-failed-notice = Échec de { $tool } : { $reason }
job-did-not-finish = La tâche ne s’est pas terminée.
jobs-title = Tes tâches récentes
job-status-queued = en attente
job-status-processing = en cours
job-status-completed = terminée
job-status-failed = échouée
job-status-cancelled = annulée
job-cancelled-id = Tâche { $id } annulée.
job-deleted-id = Tâche { $id } et son résultat supprimés.
dc-jobs-none = Tu n’as aucune tâche. Lances-en une avec /convertir.
dc-jobs-footer = Annule une tâche avec /annuler <id de tâche>.
tg-jobs-none = Tu n’as aucune tâche récente. Envoie un fichier pour en lancer une.
tg-jobs-processing = en cours : { $percent }
tg-jobs-done = terminée : { $name }
job-already-finished = Cette tâche est déjà terminée.
job-cancel-only = Cette tâche ne peut être annulée que par { $who }.
job-cancel-only-starter = Seule la personne qui l’a lancée peut annuler cette tâche.
button-gone = Ce bouton n’est plus utilisé.
job-download = Téléchargement
job-download-link = Télécharger
job-too-large-to-upload = Le fichier est trop lourd pour être envoyé ici (plus de { $limit }).
job-available-until = disponible jusqu’au { $until }.

## Why a job failed (its user-facing message).

failure-invalid_link = Ce lien n’est pas un lien vidéo valide. Colle l’URL complète de la vidéo.
failure-disabled = Cette fonction est actuellement désactivée sur ce serveur.
failure-too_large = Le fichier est trop lourd pour cet outil.
failure-invalid_input = Le fichier n’a pas pu être traité. Vérifie le format et réessaie.
failure-timeout = Le fichier n’a pas pu être traité. Vérifie le format et réessaie.
failure-internal = Le fichier n’a pas pu être traité. Vérifie le format et réessaie.

## Refusals in chat (either bot).

error-apology = Désolé, un problème est survenu pendant le traitement. Réessaie plus tard.
error-needs-file = Cet outil travaille sur un fichier : envoie le fichier avec la commande en légende, ou réponds à un fichier avec la commande.
error-needs-file-discord = Cet outil travaille sur un fichier : joins-le dans l’option `fichier` de /convertir.
error-needs-url = Cet outil travaille sur un lien vidéo : mets le lien après le nom de l’outil.
error-needs-url-discord = Cet outil travaille sur un lien vidéo : donne-le dans l’option `url`, sans fichier.
error-rate-limited = Trop de requêtes en ce moment. Attends une minute et réessaie.
error-rate-limited-retry = Trop de requêtes en ce moment. Réessaie dans { $seconds } s.
error-upstream = Les sources de prix ne répondent pas pour le moment. Réessaie dans quelques minutes.
error-unavailable = Le service est momentanément indisponible. Réessaie dans une minute.
error-storage = Le serveur manque de place pour les fichiers en ce moment. Réessaie plus tard, ou supprime les tâches terminées dont tu n’as plus besoin.
error-internal = Un problème est survenu de notre côté. Réessaie plus tard.
error-unknown-command = Cette commande n’est plus connue ici. La liste des commandes n’est peut-être pas à jour.

## Telegram's own wording (its cards are text, not embeds). $value is already formatted.

tg-labelled = { $label } : { $value }
tg-price-best-official = Meilleure offre officielle
tg-price-best-keyshop = Meilleure offre revendeur
price-on-date = le { $date }
price-no-score = aucune
tg-price-stale = Les sources de prix ne répondent pas ; ces prix ne sont peut-être plus à jour.
tg-history-period = historique des prix, { $days ->
        [one] dernier jour
       *[other] { $days } derniers jours
    }
tg-choices = Plusieurs jeux correspondent à « { $query } ». Choisis-en un :
tg-job = tâche
tg-job-failed = a échoué : { $reason }
tg-too-large = { $name } ({ $size }) dépasse la taille que Telegram laisse envoyer aux bots (50 Mo).
tg-download-until = Télécharge-le ici jusqu’au { $until } :
tg-alert-target-official = Maintenant à { $price } (store officiel) : ton objectif de { $target } est atteint.
tg-alert-target-official-at = Maintenant à { $price } chez { $store } (store officiel) : ton objectif de { $target } est atteint.
tg-alert-target-keyshop = Maintenant à { $price } (revendeur de clés) : ton objectif de { $target } est atteint.
tg-alert-target-keyshop-at = Maintenant à { $price } chez { $store } (revendeur de clés) : ton objectif de { $target } est atteint.
tg-alert-new-low-at = Nouveau plus bas historique : { $low } chez { $store }.
tg-alert-watch = Alerte
tg-alert-stop = /unwatch { $id } pour l’arrêter.
tg-greeting = Salut ! Je cherche les prix des jeux et je lance des outils sur tes fichiers.
tg-greeting-files = Envoie-moi un fichier ou un lien vidéo et je te propose les outils adaptés.
tg-commands = Commandes
tg-inline-best = Meilleur prix { $price }
tg-inline-best-at = Meilleur prix { $price } chez { $store }
tg-inline-no-offer = Aucune offre en ce moment
tg-inline-low = plus bas historique { $low }
tg-inline-chart-link = Graphique des prix
tg-send-something = Envoie-moi un fichier, un lien vidéo ou une commande. /help les liste.
tg-unknown-command = Je ne connais pas cette commande. /help liste ce que je sais faire.
tg-button-expired-file = Ce bouton a expiré. Renvoie le fichier.
tg-button-expired-watch = Ce bouton a expiré. Renvoie /watch.
tg-button-expired-tools = Cette liste a expiré. Renvoie /tools.
tg-button-invalid = Ce bouton n’est plus valide.
tg-starting = Lancement de { $tool }…
tg-tool-gone = Cet outil n’est plus disponible.
tg-cancel-not-yours = Ce n’est pas ta tâche.
tg-cancel-gone = Ce n’est pas ta tâche, ou elle n’existe plus.

## The web pages. Placeholders are plain text; the page escapes them.

web-language = Langue
web-language-apply = Appliquer
web-skip = Aller au contenu
web-nav-main = Navigation principale
web-nav-tools = Outils
web-nav-jobs = Mes tâches
web-nav-prices = Prix des jeux
web-nav-deals = Bons plans
web-nav-docs = API
web-footer-files = Les fichiers sont conservés jusqu’à l’expiration de leur tâche, puis supprimés.
web-footer-docs = Documentation de l’API
web-hub-title = Outils de fichiers
web-hub-lead = Convertis, compresse et modifie images, PDF, audio et vidéo, crée des QR codes, dans ton navigateur. Tes fichiers restent privés dans ta session et sont supprimés à l’expiration de la tâche.
web-hub-search = Rechercher des outils
web-hub-placeholder = ex. resize, pdf to png, qr
web-hub-search-button = Rechercher
web-hub-categories = Catégories
web-hub-count = { $total ->
        [one] { $total } outil.
       *[other] { $total } outils.
    }
web-hub-matching = { $shown } outils sur { $total } correspondent à « { $query } ».
web-hub-no-match = Aucun outil ne correspond à ta recherche. Essaie avec moins de mots ou d’autres mots.
web-hub-badge-link = lien vidéo
web-hub-badge-disabled = désactivé

## Tool categories (web page and chat lists).

category-image = Images
category-pdf = Documents PDF
category-audio = Audio
category-video = Vidéo
category-video-thumbnail = Miniatures vidéo
category-qr = QR codes et codes-barres
category-url = Depuis un lien vidéo
category-document = Documents
category-ocr = Texte des scans (OCR)
category-web = Pages web
category-data = Fichiers de données
category-sticker = Stickers et emojis

## One-time upload links (issue 40): /upload, big files sent to a bot, and the page at /u/<token>.

cmd-upload = Obtenir un lien à usage unique pour envoyer un gros fichier
cmd-upload-usage = /upload [outil] [nom=valeur ...]
cmd-upload-name = envoyer
cmd-upload-opt-tool = L’outil à appliquer au fichier (sa page s’ouvre avec lui)
cmd-upload-opt-tool-name = outil
cmd-upload-opt-params = Ses paramètres, p. ex. width=800 format=webp
cmd-upload-opt-params-name = paramètres
upload-link-offer = Envoie ton fichier par ce lien ; la progression et le résultat reviennent dans ce chat.
upload-link-offer-tool = Envoie ton fichier pour { $tool } par ce lien ; la progression et le résultat reviennent dans ce chat.
upload-link-until = Le lien fonctionne une fois, jusqu’au { $until }.
upload-link-too-big = Ce fichier fait { $size } ; un bot peut récupérer au plus { $limit } depuis Telegram.
upload-page-title = Envoyer un fichier
upload-page-lead = La tâche est faite pour toi dans ton chat : la progression et le résultat y reviennent.
upload-page-lead-key = Le fichier est gardé pour ton agent, qui lui applique un outil.
upload-page-until = Ce lien fonctionne une fois, jusqu’au { $until }.
upload-page-pick = Choisis l’outil à appliquer à ton fichier :
upload-page-sent = Reçu. La progression et le résultat apparaîtront dans ton chat ; tu peux fermer cette page.
upload-page-sent-key = Reçu. Ton agent peut maintenant appliquer un outil à ce fichier ; tu peux fermer cette page.
upload-page-invalid-title = Lien non valide
upload-page-invalid = Ce lien d’envoi n’est pas valide. Demande-en un nouveau au bot avec /upload.
upload-page-used-title = Lien déjà utilisé
upload-page-used = Ce lien d’envoi a déjà servi : chaque lien ne fonctionne qu’une fois. Demande-en un nouveau au bot avec /upload.
upload-page-expired-title = Lien expiré
upload-page-expired = Ce lien d’envoi a expiré. Demande-en un nouveau au bot avec /upload.
upload-page-file = Ton fichier
upload-fit-button = Réduire à { $limit }
upload-fit-gone = Ce résultat n’existe plus ou n’est pas le tien ; renvoie le fichier.
## Discord message commands and "Convert…" forms (issue 40).

dc-menu-convert = Convertir…
dc-menu-price = Vérifier le prix
dc-menu-no-file = Ce message ne contient aucun fichier à convertir. Choisissez ci-dessous un type de fichier pour envoyer des fichiers dans un formulaire, ou utilisez /convert avec un fichier.
dc-menu-too-large = { $name } dépasse { $limit } Mo, le maximum autorisé pour un fichier ici.
dc-menu-no-tool = Aucun outil n’accepte ce type de fichier ({ $type }).
dc-menu-no-game = Ce message ne contient ni lien de la boutique Steam ni identifiant d’app.
dc-form-title = Convertir : { $kind }
dc-form-title-message = Convertir les fichiers du message
dc-form-files = Fichiers
dc-form-files-hint = Jusqu’à { $max } fichiers.
dc-form-tool = Outil
dc-form-params = Options
dc-form-params-hint = Sous la forme nom=valeur, p. ex. width=200 height=100. Laissez vide pour les valeurs par défaut.
dc-form-too-many = Un formulaire accepte au plus { $max } fichiers ; celui-ci en a { $count }.
dc-form-gone = Ce formulaire a expiré. Relancez Convertir… sur le message.

## Telegram Mini App (issue 40).

tg-app-menu = Ouvrir l’app
tg-app-open = Ouvrir l’app
tg-app-price = Graphique et offres dans l’app
web-telegram-note = Connecté via Telegram : les résultats de ce que vous lancez ici arrivent aussi dans votre conversation avec le bot.
## Stickers and emoji (/sticker and the "Make sticker/emoji" message menu).

cmd-sticker = Crée un sticker ou un emoji à partir d’une image, d’un GIF ou d’un court clip et l’ajoute
cmd-sticker-usage = /sticker [emoji] [nom]
cmd-sticker-name = sticker
cmd-sticker-opt-emoji = L’emoji qu’il représente, p. ex. 😀
cmd-sticker-opt-emoji-name = emoji
cmd-sticker-opt-as = Discord : un emoji du serveur (par défaut) ou un sticker du serveur
cmd-sticker-opt-as-name = comme
cmd-sticker-opt-name = Discord : son nom (lettres, chiffres, _)
cmd-sticker-opt-name-name = nom
cmd-sticker-opt-file = L’image, le GIF ou le court clip
menu-make-sticker = Créer sticker/emoji
sticker-set-title = Mes stickers par @{ $bot }
sticker-set-created = Ton nouveau pack de stickers est créé, avec ce sticker dedans : { $link }
sticker-set-added = Ajouté à ton pack de stickers : { $link }
sticker-sets-full = Tes packs de stickers sont pleins, voici donc le sticker en fichier.
sticker-set-bad-name = Telegram n’accepte aucun nom de pack pour ton compte avec ce bot, voici donc le sticker en fichier.
sticker-trimmed = Coupé aux { $kept } premières secondes sur { $total } s : un sticker dure au plus { $kept } s.
sticker-emoji-added = Emoji { $emoji } ajouté à ce serveur sous le nom :{ $name }:.
sticker-guild-sticker-added = Sticker « { $name } » ajouté à ce serveur.
sticker-not-permitted = Ajouter des emojis et des stickers ici demande la permission Créer des expressions pour toi et pour le bot ; voici donc le fichier à ajouter toi-même.
sticker-no-server = Les emojis et stickers ne s’ajoutent que sur un serveur ; voici donc le fichier.
sticker-slots-full = Ce serveur n’a plus d’emplacement libre pour cela ; voici donc le fichier.
sticker-bot-forbidden = Discord a refusé : le bot ne peut plus ajouter d’emojis ni de stickers ici ; voici donc le fichier.
sticker-no-image = Ce message ne contient aucune image dont faire un sticker ou un emoji.
sticker-set-rejected = Telegram n’a pas voulu l’ajouter à un pack de stickers (ouvre d’abord une discussion privée avec le bot et appuie sur Démarrer) ; voici donc le sticker en fichier.
sticker-discord-rejected = Discord ne l’a pas accepté ; voici donc le fichier à ajouter toi-même.
## Giveaways in every language (issue 36): /giveaways, giveaway posts in both bots, and the giveaway Atom feed.

giveaway-kind-game = jeu
giveaway-kind-dlc = DLC
giveaway-kind-loot = objets en jeu
giveaway-kind-beta = accès à la bêta
giveaway-worth = valeur { $worth }
giveaway-ends = se termine { $when }
giveaway-every-store = toutes les boutiques
giveaway-games-only = jeux uniquement
giveaways-title = Gratuit à vie : { $filter }
giveaways-none = Aucun cadeau en cours pour le moment.
giveaway-free-at = { $free } à garder chez { $store }
giveaway-claim-at = Le récupérer chez { $store }
giveaway-over = Terminé : ce cadeau chez { $store } est fini.
giveaway-store = Boutique
giveaway-status = État
giveaways-feed-title = Jeux gratuits : { $filter }
giveaway-feed-free = Gratuit : { $title } chez { $store }
giveaway-feed-ended = Terminé : { $title } chez { $store }
giveaway-feed-summary = { $title } est gratuit à vie chez { $store }.
giveaway-feed-summary-until = { $title } est gratuit à vie chez { $store } jusqu’au { $date }.
giveaway-feed-summary-ended = Ce cadeau est terminé ; { $title } était gratuit à vie chez { $store }.
giveaway-ended = terminé
giveaway-ended-title = Terminé :

## Bot tool lists, recipes, autocomplete and buttons in every language (issue 36).

tools-takes = Prend : { $types }
tools-takes-link = Prend : un lien vidéo
tools-gives = Donne : { $output }
tools-parameters = Paramètres :
tools-param-default = par défaut { $value }
tg-tools-use = Utilisation : envoie un fichier avec la légende { $command }
tg-tools-none = Aucun outil ne correspond à « { $query } ». Essaie /tools image, /tools pdf ou /tools qr.
tools-for = Outils pour « { $query } »
tools-all = Tous les outils
tg-tools-page = page { $page }/{ $pages }
tg-tools-footer = Détails : /tools <nom> · Lancer : /convert <nom> avec un fichier
button-previous = Précédent
button-next = Suivant
dc-tools-works-on = Fonctionne sur
dc-tools-a-link = un lien vidéo
dc-tools-gives = Donne
dc-tools-values = valeurs : { $range }
dc-tools-default = par défaut : { $value }
dc-tools-none = Aucun outil ne correspond à « { $query } ». Essaie /tools image, /tools pdf ou d’autres mots.
dc-tools-title = Outils de fichiers
dc-tools-title-filter = Outils de fichiers : { $query }
dc-tools-footer = Page { $page }/{ $pages } · { $total ->
        [one] { $total } outil
       *[other] { $total } outils
    } · /tools <slug> montre les options d’un outil
recipe-saved = Recette { $name } enregistrée : { $steps }
tg-recipe-run = Lance-la sur un fichier avec /convert @{ $name }
tg-recipes-none = Tu n’as aucune recette. Enregistres-en une avec /recipe save <nom> <outil | outil …>.
recipes-title = Tes recettes
tg-recipes-run = Lance-en une sur un fichier avec /convert @nom.
dc-recipe-run = Lance-la avec /convert tool:@{ $name } et un fichier.
dc-recipes-none = Tu n’as aucune recette. Enregistres-en une avec /recipe.
dc-recipes-run = Lance-en une avec /convert tool:@nom.
dc-ac-recipe = @{ $name } — ta recette : { $steps }
dc-ac-category = Catégorie : { $category } ({ $value })
dc-ac-all-watches = Toutes mes alertes
tg-album-file = Fichier { $index } sur { $count } de l’album : { $reason }

## The API's error message in the caller's language (issue 36).

api-error-unknown_tool = Outil inconnu : { $detail }
api-error-upload_required = Cet outil a besoin d’un fichier : { $detail }
api-error-url_required = Cet outil a besoin d’un lien vidéo : { $detail }
api-error-invalid_url = Lien non valide : { $detail }
api-error-invalid_callback_url = URL de rappel non valide : { $detail }
api-error-invalid_params = Paramètres non valides : { $detail }
api-error-invalid_pipeline = Ces étapes ne peuvent pas se suivre : { $detail }
api-error-too_many_steps = Trop d’étapes : { $detail }
api-error-too_many_files = Trop de fichiers : { $detail }
api-error-missing_file = Il manque un fichier : { $detail }
api-error-file_too_large = Le fichier est trop volumineux : { $detail }
api-error-unsupported_type = Ce type de fichier n’est pas pris en charge : { $detail }
api-error-limit_reached = Une limite est atteinte : { $detail }
api-error-rate_limited = Trop de requêtes : { $detail }
api-error-not_found = Introuvable.
api-error-missing_api_key = Une clé d’API est requise : envoie-la en X-API-Key ou Authorization: Bearer.
api-error-invalid_api_key = La clé d’API n’est pas valide.
api-error-unauthorized = Non connecté : { $detail }
api-error-forbidden = Refusé : { $detail }
api-error-tool_disabled = Cet outil est désactivé : { $detail }
api-error-invalid_appid = Identifiant d’application non valide : { $detail }
api-error-invalid_request = Requête non valide : { $detail }
api-error-upstream_unavailable = Les sources de prix ne répondent pas pour le moment : { $detail }
api-error-service_unavailable = Le service est brièvement indisponible. Réessaie dans quelques secondes.
api-error-insufficient_storage = Le serveur manque de place pour les fichiers en ce moment. Réessaie plus tard, ou supprime les tâches terminées dont tu n’as plus besoin.
api-error-internal = Un problème est survenu de notre côté. Réessaie.

## Web page bodies beyond the hub (issue 36): a tool's page, the job panel, "My jobs", a shared recipe's page.

web-tool-breadcrumb = Fil d’Ariane
web-tool-disabled = Cet outil est désactivé sur ce serveur pour le moment. Réessaie plus tard.
web-tool-noscript = Cette page a besoin de JavaScript pour envoyer des fichiers et suivre la tâche. L’{ $api } fonctionne sans.
web-tool-noscript-api = API HTTP
web-tool-video-link = Lien vidéo
web-tool-your-file = Ton fichier
web-tool-options = Options
web-tool-no-options = Cet outil n’a pas d’options.
web-tool-start = Lancer
web-tool-jobs-listed = Tes tâches sont listées dans { $jobs } jusqu’à leur expiration.
web-tool-then = Ensuite…
web-tool-then-label = Étape suivante, sur ce que produit l’étape du dessus
web-tool-then-add = Ajouter une étape
web-tool-missing = Outil introuvable
web-tool-missing-text = Aucun outil ne s’appelle « { $slug } ».
web-tool-see-all = Voir tous les outils
web-recipe-title = Enregistrer comme recette
web-recipe-hint = Garde ces étapes et leurs options sous un nom, pour les relancer sur d’autres fichiers (POST /api/pipelines avec { $field }).
web-recipe-name = Nom de la recette
web-required = (obligatoire)
web-recipe-name-hint = Jusqu’à 60 lettres, chiffres, espaces, points, tirets ou tirets bas.
web-recipe-share = Partager : toute personne ayant le lien peut la lancer sur ses propres fichiers
web-recipe-save = Enregistrer la recette
web-file-choose = Choisis un fichier
web-file-choose-many = Choisis des fichiers
web-file-drop = ou dépose-le ici
web-file-drop-many = ou dépose-les ici
web-file-hint = Acceptés : { $types }. Jusqu’à { $size } Mo.
web-url-label = Lien vers une vidéo
web-url-hint = Colle l’adresse complète de la page de la vidéo.
web-job-title = Ta tâche
web-job-cancel = Annuler la tâche
web-job-download = Télécharger
web-job-again = En traiter un autre
web-jobs-lead = Tâches lancées depuis ce navigateur. Les résultats se téléchargent jusqu’à l’expiration de la tâche ; ensuite les fichiers sont supprimés.
web-needs-js = Cette page a besoin de JavaScript.
web-loading = Chargement…
web-jobs-caption = Tes tâches, les plus récentes d’abord
web-jobs-tool = Outil
web-jobs-status = État
web-jobs-started = Lancée
web-jobs-expires = Expire
web-jobs-actions = Actions
web-recipe-page-title = Recette : { $name }
web-recipe-page-steps = { $count ->
        [one] { $count } étape, lancée dans l’ordre sur chaque fichier (une étape qui prend plusieurs fichiers les prend tous).
       *[other] { $count } étapes, lancées dans l’ordre sur chaque fichier (une étape qui prend plusieurs fichiers les prend tous).
    }
web-recipe-page-files = Tes fichiers
web-recipe-page-use = Utiliser cette recette
web-recipe-page-again = La réutiliser

## A Discord channel's own language (issue 36): /language with where: channel.

cmd-language-opt-where = "channel" : la langue de ce salon, pour ses bons plans et cadeaux (Gérer les salons)
cmd-language-opt-where-name = où
dc-language-channel-managers = Seuls les membres qui peuvent gérer ce salon peuvent changer sa langue.
dc-language-channel-set = Les bons plans et cadeaux de ce salon sont désormais en { $language }.
dc-language-channel-reset = Le choix de langue de ce salon est retiré : ses messages suivent de nouveau la langue de chaque abonnement.
dc-language-channel-current = Les messages de ce salon sont en { $language }.
dc-language-channel-none = Ce salon n’a pas de langue propre : ses messages suivent la langue de chaque abonnement, sinon celle du serveur.

## The deals and price pages (issue 36).

web-region = Région
web-deals-title = Bons plans jeux
web-deals-lead = Jeux gratuits et grosses réductions tels que les listes de bons plans les montrent, vérifiés toutes les quelques minutes. Les liens passent par le lien boutique de la source.
web-deals-show = Afficher
web-deals-every = Tous les bons plans
web-deals-free-only = Jeux gratuits seulement
web-deals-under = Prix au plus
web-deals-under-example = ex. 5
web-deals-cut = Réduction d’au moins (%)
web-deals-cut-example = ex. 90
web-deals-store-example = ex. steam
web-deals-submit = Afficher les bons plans
web-deals-feed = { $feed } — colle-le dans un lecteur de flux pour être prévenu des nouveaux.
web-deals-feed-link = Flux Atom de ces bons plans
web-deals-page = Page { $page } sur { $pages }
web-prices-lead = Les prix les plus bas d’un jeu dans toutes les boutiques : boutiques officielles, revendeurs de clés, le plus bas historique et la note de la critique.
web-prices-game = Identifiant d’app Steam ou titre du jeu
web-prices-game-example = ex. 620 ou Portal 2
web-prices-game-hint = Un nombre est cherché comme identifiant d’app ; des mots cherchent par titre.
web-prices-submit = Chercher
web-prices-which = Quel jeu ?
web-history-title = Historique des prix
web-history-period = Période
web-history-30 = 30 jours
web-history-365 = 1 an
web-history-all = Tout
web-history-caption = Meilleurs prix des boutiques officielles et des revendeurs de clés, et le prix normal ; le point marque le prix le plus bas.
web-history-not-enough = Pas encore assez d’historique pour un graphique.
web-history-lows = Plus bas
web-low-steam = Steam
web-low-since = Depuis la dernière hausse de prix

## Claim reminders (issue 41): "Remind me" and "Claimed" on giveaway posts and lists, the reminder, and /unclaimed.
cmd-unclaimed = Les jeux offerts en cours que vous n’avez pas marqués comme récupérés
cmd-unclaimed-usage = /unclaimed
cmd-unclaimed-name = non-recuperes
giveaway-remind-button = Me le rappeler
giveaway-claimed-button = Récupéré
giveaway-remind-set = Je vous enverrai un message privé le { $date }, { $lead } avant la fin.
giveaway-remind-soon = L’offre se termine dans moins de { $lead } : votre rappel arrive dans un instant.
giveaway-remind-no-end = Aucune date de fin n’est encore connue : dès qu’il y en aura une, je vous enverrai un message privé { $lead } avant la fin.
giveaway-remind-claimed = Vous avez marqué celui-ci comme récupéré : il n’y a rien à vous rappeler.
giveaway-remind-sent = Je vous ai déjà envoyé ce rappel.
tg-remind-private-hint = Ouvrez d’abord une discussion privée avec moi.
giveaway-claimed-set = Marqué comme récupéré : pas de rappel pour celui-ci, et /unclaimed ne l’affiche plus.
giveaway-press-ended = Cette offre est terminée.
giveaway-press-unknown = Cette offre n’est plus listée.
giveaway-reminder = ⏰ Rappel : { $title } est gratuit à vie sur { $store } jusqu’au { $date } ({ $left }).
unclaimed-title = Jeux offerts que vous n’avez pas récupérés
unclaimed-none = Rien d’ouvert que vous n’ayez pas marqué comme récupéré.
# Shared wishlist of a server channel or group (issue 41, 4b)
cmd-wishlist = Liste de souhaits partagée de ce serveur ou groupe : ajouter, retirer ou lister des jeux
cmd-wishlist-usage = /wishlist [add <id d’app ou titre> | remove <jeu>]
cmd-wishlist-name = liste-souhaits
cmd-wishlist-opt-action = add, remove ou list (par défaut : list)
cmd-wishlist-opt-action-name = action
cmd-wishlist-opt-game = Id d’app du magasin ou titre du jeu
cmd-wishlist-opt-game-name = jeu
wishlist-added = { $game } est maintenant sur la liste de souhaits de ce chat. Appuyez sur « Me prévenir » pour être mentionné lors d’une réduction ou d’un nouveau plus bas prix.
wishlist-already = { $game } est déjà sur la liste de souhaits de ce chat. Appuyez sur « Me prévenir » pour être mentionné.
wishlist-removed = Retiré de la liste de souhaits de ce chat : { $games }
wishlist-removed-none = Rien sur la liste de souhaits de ce chat ne correspond à « { $which } ».
wishlist-title = Liste de souhaits de ce chat :
wishlist-line = { $game } (app { $appid }) : { $members ->
        [one] { $members } membre attend
       *[other] { $members } membres attendent
    }
wishlist-list-hint = 🔔 vous mentionne lors d’une réduction ou d’un nouveau plus bas prix ; 🔕 l’arrête.
wishlist-empty = La liste de souhaits de ce chat est vide. Les administrateurs ajoutent des jeux avec /wishlist add <jeu>.
wishlist-choices = Plusieurs jeux correspondent à « { $query } ». Ajoutez-en un par son id d’app :
wishlist-admins-only = Seuls les administrateurs du chat peuvent modifier sa liste de souhaits.
wishlist-groups-only = La liste de souhaits partagée est faite pour les serveurs et les groupes. Pour vos propres alertes de prix, utilisez /watch.
wishlist-full = La liste de souhaits de ce chat contient déjà { $max } jeux ; retirez-en un d’abord.
wishlist-button-on = 🔔 Me prévenir
wishlist-button-off = 🔕 Arrêter
wishlist-pressed-on = Vous serez mentionné quand { $game } sera en réduction ou atteindra un nouveau plus bas prix.
wishlist-pressed-off = Vous ne serez plus mentionné pour { $game }.
wishlist-pressed-gone = Ce jeu n’est plus sur la liste de souhaits du chat.
wishlist-members-full = { $max } membres attendent déjà ce jeu.
wishlist-alert-title = { $game } est en promotion (liste de souhaits)
wishlist-alert-cut = { $cut } de réduction : { $price } chez { $store }
wishlist-alert-cut-nostore = { $cut } de réduction : { $price }
wishlist-alert-low = Nouveau prix le plus bas : { $price }
## Tool forms (issue 36, tools' words; Formulaires des outils): parameter labels and the hints under them, as in en.ftl.

tool-form-label-format = Format de sortie
tool-form-label-bitrate = Débit
tool-form-label-quality = Qualité
tool-form-label-width = Largeur
tool-form-label-height = Hauteur
tool-form-label-start = Début
tool-form-label-end = Fin
tool-form-label-x = Gauche (x)
tool-form-label-y = Haut (y)
tool-form-label-crop_width = Largeur du recadrage
tool-form-label-crop_height = Hauteur du recadrage
tool-form-label-degrees = Angle (degrés)
tool-form-label-direction = Direction
tool-form-label-factor = Facteur
tool-form-label-fps = Images par seconde
tool-form-label-gain_db = Gain (dB)
tool-form-label-level = Niveau
tool-form-label-preset = Préréglage
tool-form-label-pages = Pages
tool-form-label-target_size = Taille cible
tool-form-label-text = Texte
tool-form-label-match = Correspondance
tool-form-label-color = Couleur
tool-form-label-opacity = Opacité
tool-form-label-fields = Champs du formulaire
tool-form-label-password = Mot de passe
tool-form-label-owner_password = Mot de passe du propriétaire
tool-form-label-offset = Décalage (secondes)
tool-form-label-lang = Langues
tool-form-hint-default = Par défaut : { $value }
tool-form-hint-required = Obligatoire
tool-form-hint-optional = Facultatif
tool-form-hint-range = Autorisé : de { $min } à { $max }
tool-form-hint-at-least = Autorisé : au moins { $min }
tool-form-hint-at-most = Autorisé : au plus { $max }
tool-form-hint-pair = { $first }. { $second }

## Telegram: the line above the tool buttons under a file or video link sent without a command (issue 36, tools' words).

tg-offer-none = Aucun outil ne prend ce type de fichier.
tg-offer-none-type = Aucun outil ne prend ce type de fichier ({ $type }).
tg-offer-no-video = Les outils vidéo ne sont pas disponibles.
tg-offer-file = C'est { $type }. Choisissez un outil (réglages par défaut), ou envoyez-le avec une légende comme { $example } :
tg-offer-file-unknown = C'est un fichier. Choisissez un outil (réglages par défaut), ou envoyez-le avec une légende comme { $example } :
tg-offer-video = Choisissez un outil pour cette vidéo :
## Discord forms in parts: a kind of file with more tools than a select lists (issue 40)
dc-form-pick-part = { $kind } : { $count } outils, plus qu’un formulaire ne peut en lister. Choisissez la partie qui contient votre outil :
dc-form-pick-part-message = Ces fichiers conviennent à { $count } outils, plus qu’un formulaire ne peut en lister. Choisissez la partie qui contient votre outil :

## A web capture that failed on its page, not a video link (issue 38)
failure-page_unavailable = La page web n’a pas pu être capturée : son adresse n’est pas autorisée ici, elle est injoignable, elle a répondu par une erreur ou ne s’est pas chargée à temps.
## Every language, the rest (issue 36): page scripts, chart axes, admin panel, deal feed and filters, e-mail to PDF.

js-no-details = Le serveur a répondu { $status } sans détails.
js-no-connection = Le serveur est injoignable. Vérifiez votre connexion et réessayez.
js-went-wrong = Un problème est survenu.
js-not-found = Introuvable (peut-être expiré).
js-expired = expiré
js-status-queued = En file d’attente
js-status-processing = En cours
js-status-completed = Terminé
js-status-failed = Échec
js-status-cancelled = Annulé
js-status-stage = { $status } ({ $stage })
js-upload-no-connection = L’envoi a échoué : le serveur est injoignable.
js-job-done = Terminé. Votre fichier est prêt.
js-job-failed = La tâche a échoué.
js-step-failed = L’étape { $step } ({ $tool }) a échoué : { $message }
js-job-cancelled = Annulé.
js-job-unreadable = La tâche n’a pas pu être lue.
js-job-cancelled-deleted = Annulé. Les fichiers ont été supprimés.
js-job-not-cancelled = La tâche n’a pas pu être annulée.
js-result-name = resultat
js-download-name = Télécharger { $name }
js-output-info = { $name }, { $size }. Disponible { $until }.
js-preview-of = Aperçu de { $name }
js-play = Lire { $name }
js-first-page-of = Première page de { $name }
js-beginning-of = Début de { $name }
js-loading = Chargement…
js-preview-zip = Une archive ZIP de plusieurs fichiers : téléchargez-la pour les ouvrir.
js-preview-none = Pas d’aperçu pour ce type de fichier.
js-preview-first = … (les premiers { $size } affichés)
js-preview-failed = L’aperçu n’a pas pu être chargé.
js-jobs-unreadable = Vos tâches n’ont pas pu être chargées.
js-jobs-none = Vous n’avez encore aucune tâche. Choisissez un outil pour en lancer une.
js-jobs-count = { $count ->
    [one] { $count } tâche.
   *[other] { $count } tâches.
}
js-jobs-count-running = { $count ->
    [one] { $count } tâche, encore en cours.
   *[other] { $count } tâches, certaines encore en cours.
}
js-col-tool = Outil
js-col-status = État
js-col-started = Lancée
js-col-expires = Expire
js-col-actions = Actions
js-download = Télécharger
js-cancel = Annuler
js-delete = Supprimer
js-job-cancel-label = Annuler la tâche { $title } du { $when }
js-job-delete-label = Supprimer la tâche { $title } du { $when }
js-job-was-cancelled = Tâche { $title } annulée.
js-job-was-deleted = Tâche { $title } supprimée.
js-job-not-removed = La tâche n’a pas pu être retirée.
js-prices-sources-down = Les sources de prix ne répondent pas en ce moment. Réessayez dans quelques minutes.
js-prices-rate-limited = Trop de recherches de prix depuis ici en ce moment. Réessayez dans une minute.
js-try-later = { $problem } Réessayez plus tard.
js-prices-enter = Saisissez un identifiant d’app ou un titre.
js-prices-searching = Recherche de « { $title } »…
js-prices-search-failed = La recherche a échoué.
js-prices-no-game = Aucun jeu trouvé pour « { $title } ».
js-prices-pick = { $count ->
    [one] { $count } jeu correspond ; choisissez-le.
   *[other] { $count } jeux correspondent ; choisissez-en un.
}
js-prices-looking-up = Recherche de l’app { $appid }…
js-prices-unknown-app = Aucune boutique ne connaît l’identifiant d’app { $appid }.
js-prices-lookup-failed = La recherche a échoué.
js-prices-for = Prix de { $title }.
js-prices-app = App { $appid }
js-prices-keyshop-via = un revendeur de clés via GG.deals
js-prices-keyshop-gap = nécessite GG.deals, qui n’a pas répondu (il faut une clé d’API sur ce serveur)
js-prices-card-meta = App { $appid } · { $region } · prix en { $currency }
js-prices-stale = Les boutiques étaient injoignables ; ces prix sont plus anciens.
js-prices-regular = Prix normal
js-prices-best-official = Meilleure boutique officielle
js-prices-best-keyshop = Meilleur revendeur de clés
js-prices-all-time-low = Prix le plus bas
js-prices-active-deals = Offres en cours
js-prices-critic-score = Note de la critique
js-prices-sources = Sources : { $sources } · mis à jour { $updated }
js-prices-go-to-offer = Voir la meilleure offre
js-choose-files-first = Choisissez d’abord un ou plusieurs fichiers.
js-choose-file-first = Choisissez d’abord un fichier.
js-uploading = Envoi…
js-uploading-percent = Envoi… { $percent } %
js-sending = Envoi…
js-job-refused = Le serveur a refusé la tâche ({ $status }).
js-recipe-name-needed = Donnez un nom à la recette.
js-recipe-not-saved = La recette n’a pas pu être enregistrée ({ $status }).
js-recipe-saved = { $count ->
    [one] « { $name } » enregistrée ({ $count } étape).
   *[other] « { $name } » enregistrée ({ $count } étapes).
}
js-recipe-share-link = Lien de partage :
js-steps-finding = Recherche des outils qui peuvent suivre…
js-steps-none = Aucun outil ne peut suivre : aucun ne prend ce que produit la dernière étape, ou la chaîne a déjà autant d’étapes que permis.
js-steps-count = { $count ->
    [one] { $count } outil peut prendre le résultat.
   *[other] { $count } outils peuvent prendre le résultat.
}
js-steps-added = Étape { $step } ajoutée : { $title }.
js-steps-removed = { $title } retiré.
js-steps-legend = Étape { $step } : { $title }
js-steps-remove-label = Retirer l’étape { $step } ({ $title })
js-steps-no-options = Cet outil n’a pas d’options.
js-steps-remove = Retirer l’étape
js-required = (obligatoire)
js-steps-refused = Les étapes ont été refusées
js-first-step-options = Étape 1 : options de { $title }
js-options = Options
js-choose-files = Choisir des fichiers
js-choose-file = Choisir un fichier
js-drop-them = ou déposez-les ici
js-drop-it = ou déposez-le ici
js-too-many-files = Une tâche prend au plus { $max } fichiers ; vous en avez choisi { $count }.
js-file-too-large = Ce fichier fait { $size } ; la limite est de { $limit }.
js-files-too-large = Ces fichiers font { $size } au total ; la limite est de { $limit }.
js-paste-video-first = Collez d’abord le lien d’une vidéo.
js-paste-page-first = Collez d’abord l’adresse d’une page web.
js-server-refused = Le serveur a refusé la tâche
js-refused-status = { $what } ({ $status }).
js-file-chosen = { $name } ({ $size })
js-files-chosen = { $count } fichiers, { $size } au total : { $names }
js-hub-matches = { $shown } outils sur { $total } correspondent à « { $query } ».
js-hub-total = { $total } outils.
web-page-legend = Page web
web-page-label = Adresse de la page
web-page-placeholder = https://example.com/article
web-page-hint = Collez l’adresse complète (http ou https) d’une page web publique.

chart-aria = Historique des prix de { $title }
chart-line-official = Boutiques officielles
chart-line-keyshop = Revendeurs de clés
chart-line-regular = Prix normal
chart-not-enough = Pas encore assez d’historique de prix : revenez dans quelques jours.
chart-today = Aujourd’hui : { $price } ({ $line })
chart-all-time-low = Prix le plus bas { $price }
chart-all-time-low-at = Prix le plus bas { $price } ({ $where })
chart-period-low = Plus bas de la période { $price }
web-history-rate-limited = Trop de recherches de prix depuis ici en ce moment ; l’historique s’affichera de nouveau dans une minute.
web-history-sources-down = Les sources de prix ne répondent pas en ce moment, il n’y a donc pas d’historique à afficher. Réessayez dans quelques minutes.
web-history-failed = L’historique des prix n’a pas pu être dessiné pour l’instant ; réessayez plus tard.

deal-filter-join = { $a }, { $b }
deal-filter-free = gratuit
deal-filter-under = moins de { $price }
deal-filter-cut = remise dès { $cut } %
deal-filter-store = boutique { $store }
deal-filter-region = région { $region }
deal-filter-currency = devise { $currency }
deal-filter-ignore = sauf { $stores }
deal-filter-games-only = jeux seulement
follow-giveaways = jeux offerts : { $filter }
deal-feed-title = Bons plans jeux : { $filter }
deal-feed-free = GRATUIT
deal-feed-live = { $title } : { $price } (−{ $cut } %) chez { $shop }
deal-feed-ended = Terminé : { $title } (était à { $price } chez { $shop })
deal-feed-summary = { $price } au lieu de { $regular } (−{ $cut } %) chez { $shop }.
deal-feed-summary-until = { $price } au lieu de { $regular } (−{ $cut } %) chez { $shop }. Jusqu’au { $date }.
deal-feed-summary-ended = Cette offre est terminée ; elle était à { $price } au lieu de { $regular } chez { $shop }.

email-from = De
email-to = À
email-cc = Cc
email-date = Date
email-subject = Objet
email-attachments = Pièces jointes ({ $count })
email-unnamed = (sans nom)

web-404-title = Page introuvable
web-404-lead = Il n’y a rien à cette adresse. D’ici, vous pouvez :
web-404-tools = voir tous les outils
web-404-prices = chercher le prix d’un jeu
web-404-docs = lire la documentation de l’API

# Bundles and subscriptions on the price card, bundle follows, image cards (issue 41, parts 4 and 5)
price-bundles = Packs
price-subscriptions = Dans les abonnements
price-bundle-ends = se termine le { $date }
price-subscription-leaves = quitte le catalogue le { $date }
price-bundle-from = dès { $price }
web-giveaways-title = Jeux gratuits
web-giveaways-lead = Jeux, DLC et butin gratuits à garder, de GamerPower, Epic et IsThereAnyDeal, avec leur date de fin.
web-giveaways-none = Aucun cadeau en cours ne correspond à ce filtre.
# /fit: a file made again under a size (issue 39)
cmd-fit = Fait tenir un fichier dans une taille : discord, whatsapp, email… ou octets
cmd-fit-usage = /fit [discord|discord-nitro-basic|telegram-bot|whatsapp|email|octets]
cmd-fit-name = ajuster
cmd-fit-opt-size = Un préréglage (discord, whatsapp, email…) ou des octets ; par défaut, la limite de ce chat
cmd-fit-opt-size-name = taille
cmd-fit-opt-file = L’image, la vidéo, l’audio ou le PDF à faire tenir

## admin panel (issue 36): the page's shell, its script's words (js-admin-*), and the job stages' words (stage-*).

admin-title = Administration
admin-off = Le panneau d’administration est désactivé sur ce serveur : définissez { $variable } pour l’activer.
admin-needs-js = Le panneau d’administration nécessite JavaScript.
admin-sign-in = Se connecter
admin-token = Jeton d’administration
admin-sign-out = Se déconnecter
admin-sections = Sections de l’administration
admin-queue = File d’attente
admin-tools = Outils
admin-keys = Clés d’API
admin-webhooks = Webhooks
admin-price-cache = Cache des prix
admin-queue-caption = Tâches récentes (sans le contenu des fichiers)
admin-col-job = Tâche
admin-col-tool = Outil
admin-col-source = Source
admin-col-status = Statut
admin-col-created = Créée
admin-col-actions = Actions
admin-col-category = Catégorie
admin-col-uses = Utilisations
admin-col-starts = Démarrages
admin-col-errors = Erreurs
admin-col-last-days = Derniers jours
admin-col-on = Actif
admin-col-label = Libellé
admin-col-last-used = Dernière utilisation
admin-col-state = État
admin-col-key = Clé
admin-col-failures = Échecs consécutifs
admin-col-event = Événement
admin-col-type = Type
admin-col-attempts = Tentatives
admin-col-last-answer = Dernière réponse
admin-tools-lead = Désactiver un outil ou une catégorie refuse aussitôt les nouvelles tâches (403 tool_disabled) ; ses tâches en attente échouent.
admin-categories = Catégories
admin-each-tool = Chaque outil
admin-tool-filter = Filtrer les outils
admin-tools-caption = Utilisations, et démarrages et erreurs de tâches sur les { $days } derniers jours
admin-previous = Précédent
admin-next = Suivant
admin-key-label = Libellé d’une nouvelle clé
admin-key-create = Créer la clé
admin-key-copy-now = Copiez cette clé maintenant ; elle ne sera plus affichée.
admin-key-secret = Secret de signature des webhooks (vérifie la { $header } de ses envois) :
admin-webhooks-lead = Une clé dont les envois ont échoué trop de fois de suite est en pause jusqu’à sa reprise ici. Renvoyer renvoie un envoi avec le même identifiant.
admin-webhooks-state-caption = État des webhooks par clé
admin-deliveries-caption = Derniers envois par clé (les plus récents d’abord)
admin-cache-clear = Vider le cache des prix
js-admin-sign-in-again = Veuillez vous reconnecter.
js-admin-failed = { $what } : { $message }
js-admin-enter-token = Saisissez le jeton d’administration.
js-admin-sign-in-failed = Échec de la connexion.
js-admin-signed-in = Connecté.
js-admin-queue = File d’attente
js-admin-tools = Outils
js-admin-keys = Clés
js-admin-webhooks = Webhooks
js-admin-price-cache = Cache des prix
js-admin-flag = Interrupteur
js-admin-cancel = Annuler
js-admin-delete = Supprimer
js-admin-cancel-job = Annuler la tâche { $job } ({ $tool })
js-admin-delete-job = Supprimer la tâche { $job } ({ $tool })
js-admin-job-cancelled = Tâche { $job } annulée.
js-admin-job-deleted = Tâche { $job } supprimée.
js-admin-no-jobs = Aucune tâche pour l’instant.
js-admin-stat-waiting = En attente
js-admin-stat-running = En cours
js-admin-stat-completed = Terminées
js-admin-stat-failed = Échouées
js-admin-stat-cancelled = Annulées
js-admin-switched-on = { $name } : activé.
js-admin-switched-off = { $name } : désactivé.
js-admin-category = Catégorie { $category }
js-admin-starts-per-day = Démarrages par jour : { $values }
js-admin-page-range = { $first }–{ $last } sur { $total }
js-admin-on = actif
js-admin-off = inactif
js-admin-off-category = inactif (catégorie)
js-admin-no-tool-matches = Aucun outil ne correspond à « { $filter } ».
js-admin-no-tools = Aucun outil.
js-admin-never = jamais
js-admin-active = active
js-admin-revoked-on = révoquée le { $date }
js-admin-revoke = Révoquer
js-admin-revoke-key = Révoquer la clé { $label }
js-admin-key-revoked = Clé « { $label } » révoquée.
js-admin-no-keys = Aucune clé d’API pour l’instant : créez-en une ci-dessus.
js-admin-key-needs-label = Donnez un libellé à la clé.
js-admin-create-key = Créer la clé
js-admin-key-not-created = La clé n’a pas pu être créée.
js-admin-key-created = Clé « { $label } » créée.
js-admin-paused-since = en pause depuis le { $date }
js-admin-delivering = en service
js-admin-resume = Reprendre
js-admin-resume-key = Reprendre les envois de { $key }
js-admin-resumed = Envois de « { $key } » repris.
js-admin-no-webhook-keys = Aucune clé n’a encore envoyé de webhook.
js-admin-delivery-pending = en attente
js-admin-delivery-delivered = livré
js-admin-delivery-gone = supprimé (410)
js-admin-delivery-failed = échoué
js-admin-replay = Renvoyer
js-admin-replay-delivery = Renvoyer l’envoi { $id }
js-admin-replayed = Envoi { $id } remis en file.
js-admin-no-deliveries = Aucun envoi pour l’instant.
js-admin-unavailable = indisponible
js-admin-unknown = inconnu
js-admin-entries = Entrées
js-admin-hits = Succès
js-admin-misses = Échecs
js-admin-hit-rate = Taux de succès
js-admin-clear-cache = Vider le cache
js-admin-cache-cleared = Cache des prix vidé.
stage-queued = en attente
stage-reading = lecture
stage-probing = inspection
stage-preparing = préparation
stage-fetching = récupération
stage-decoding = décodage
stage-encoding = encodage
stage-converting = conversion
stage-extracting = extraction
stage-unpacking = décompression
stage-packing = empaquetage
stage-zipping = création du ZIP
stage-resizing = redimensionnement
stage-cropping = recadrage
stage-rotating = rotation
stage-reversing = inversion
stage-rendering = rendu
stage-drawing = dessin
stage-laying-out = mise en page
stage-analysing = analyse
stage-scanning = numérisation
stage-recognizing = reconnaissance du texte
stage-stamping = tamponnage
stage-remuxing = remultiplexage
stage-compressing = compression
stage-assembling = assemblage
stage-arranging = réorganisation
stage-numbering = numérotation
stage-flattening = aplatissement
stage-filling = remplissage
stage-signing = signature
stage-encrypting = chiffrement
stage-decrypting = déchiffrement
stage-redacting = caviardage
stage-repairing = réparation
stage-removing = suppression
stage-cleaning = nettoyage
stage-checking = vérification
stage-adding-subtitles = ajout des sous-titres
stage-burning-in-subtitles = incrustation des sous-titres
# The web tool page's "make it fit" preset buttons (issue 39)
web-size-presets = Adapter pour
web-size-preset = { $name } · { $size } Mo
web-size-preset-discord = Discord
web-size-preset-discord-nitro-basic = Discord Nitro Basic
web-size-preset-telegram-bot = Bot Telegram
web-size-preset-whatsapp = WhatsApp
web-size-preset-email = E-mail
## Bundle follows: /follow bundles posts each new bundle (issue 41, part 4)
follow-bundles = packs : { $filter }
bundle-new = Nouveau pack chez { $store }
bundle-from = à partir de { $price }
bundle-games = { $count ->
        [one] { $count } jeu
       *[other] { $count } jeux
    }
bundle-open = L’obtenir chez { $store }
## Archive files in pipelines (issue 39 item 5): the result's note on files left as they were, and the stage
## of sorting an archive's files for the next step (js-files-unchanged: the same note on the web page's job panel)
pipeline-files-unchanged = Les fichiers de l’archive que l’étape suivante ne prend pas sont dans le ZIP sans modification : { $count } sur { $total }.
js-files-unchanged = Les fichiers de l’archive que l’étape suivante ne prend pas sont dans le ZIP sans modification : { $count } sur { $total }.
stage-sorting-files = tri des fichiers
# Signatures PDF visibles (issue 39) : les lignes du cadre dessiné sur la page.
pdf-sign-signed-by = Signé numériquement par { $name }
pdf-sign-date = Date : { $date }
pdf-sign-reason = Motif : { $reason }
# Telegram: a bare /fit offers the sizes as buttons (issue 39)
tg-fit-choose = Où va ce fichier ? Choisis une taille et je l’adapte (ou envoie /fit avec un nombre d’octets).
tg-fit-this-chat = Ce chat
tg-fit-starting = Adaptation en cours : { $size }
## Archive creation: the words for a tool that takes any file (issue 39, item 5)
web-file-hint-any = Tout type de fichier. Jusqu’à { $size } Mo.
tools-any-file = tout type de fichier

# Telegram: /fit on a file over the 20 MB a bot may fetch answers with an upload link that keeps the size (issue 39)
tg-fit-link = Ce que tu y envoies sera adapté à { $size }.
