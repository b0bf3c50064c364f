# gametools message catalogue: English, the source every other locale is translated from.
#
# One file per locale in src/i18n/locales/, named for its BCP 47 tag (de.ftl, pt-BR.ftl, zh-CN.ftl). A new
# file is a new language: nothing else changes. Every message of this file must be in every locale, with the
# same placeholders (the catalogue test fails CI otherwise); at run time a message a locale lacks is shown in
# English.
#
# Conventions for translators:
# - Syntax is Fluent (https://projectfluent.org/fluent/guide/). Keep each message id as it is; translate the
#   text after "=". A message may run over several lines when each next line is indented.
# - { $name } is a placeholder filled by the program. Keep every placeholder of the English message, spelled
#   the same; you may move it anywhere in the sentence. Never add a new one.
# - Amounts ($price, $regular, $target, $low…) and dates arrive already formatted for your locale
#   (12,99 € / R$ 12,99 / $12.99; 05.01.2026): do not add a currency sign.
# - Ids ($appid, $id) arrive as text and are shown as they are.
# - Counts ($count, $days, $total…) are numbers: choose the plural form with a selector, never by gluing words:
#       { $count ->
#           [one] { $count } game
#          *[other] { $count } games
#       }
#   Use your language's CLDR plural categories (zero, one, two, few, many, other); [other] must be the default
#   (marked *).
# - No markup in messages: the bots add Telegram HTML (<b>, <code>) and Discord markdown (**, `) around the
#   placeholders themselves and escape what you write, so write plain text. Do not add *, _, <, > for emphasis.
# - Command names (cmd-*-name, cmd-*-opt-*-name) are what Discord shows in its slash menu: lower case, no
#   spaces, 1 to 32 letters, digits, - or _. Leave them in English if your language cannot say it that way.
#   Descriptions (cmd-*, cmd-*-opt-*) are at most 100 characters. Telegram shows the English names with your
#   descriptions (it allows only a-z, 0-9 and _ in names).
# - Emoji at the start of a message (✅ ❌ ⏳) stay.
# - Above your file's first message, list the translators' notes as comments (who, what was unsure).
#
# Translators' notes (en): the source text.

## Language names, shown by /language and the web page's picker (each in its own language).

language-name = English
language-current = Language: { $language }.
language-set = Language set to { $language }.
language-set-chat = This chat's language is now { $language }.
language-reset = Language choice removed: your app's language is used again.
language-unknown = There is no language "{ $wanted }" here. Available: { $available }.
language-admins-only = Only the group's administrators can change the group's language.
language-available = Available: { $list }. Choose one with /language <code>, or /language reset.

## Commands: descriptions in the command menus (Telegram and Discord), the usage line /help shows, and the
## Discord names of commands and their options.

cmd-start = Start the bot
cmd-start-usage = /start
cmd-help = How to use this bot
cmd-help-usage = /help
cmd-language = Choose the language the bot answers in
cmd-language-usage = /language [language code | reset]
cmd-language-name = language
cmd-language-opt-code = Language code, e.g. de, pt-BR; "reset" to follow your app
cmd-language-opt-code-name = code
cmd-price = Game prices: best official and key-reseller offer, all-time low, deals, price chart
cmd-price-usage = /price <appid or title> [region | regions]
cmd-price-name = price
cmd-price-opt-game = Store app id or game title
cmd-price-opt-game-name = game
cmd-price-opt-region = Two-letter country code, e.g. us, de, gb
cmd-price-opt-region-name = region
cmd-price-opt-regions = Compare Steam prices in these regions, e.g. us,de,br (or: regions)
cmd-price-opt-regions-name = regions
cmd-history = Price chart of a game with every kind of low
cmd-history-usage = /history <appid or title> [days]
cmd-history-name = history
cmd-history-opt-game = Store app id or game title
cmd-history-opt-game-name = game
cmd-history-opt-days = Days of history, 1 to 3650 (365 by default)
cmd-history-opt-days-name = days
cmd-tools = Browse the file tools by category or search words
cmd-tools-usage = /tools [category or words] [page]
cmd-tools-name = tools
cmd-tools-opt-query = A category (image, pdf, audio, video, qr, url...) or words
cmd-tools-opt-query-name = query
cmd-tools-opt-page = Page number
cmd-tools-opt-page-name = page
cmd-convert = Run a file tool on the attached file or a video link
cmd-convert-usage = /convert <tool> [param=value ...] [video link]
cmd-convert-name = convert
cmd-convert-opt-tool = Tool name (see /tools), e.g. image-grayscale, or @recipe
cmd-convert-opt-tool-name = tool
cmd-convert-opt-params = Parameters as name=value, e.g. width=200 height=100
cmd-convert-opt-params-name = params
cmd-convert-opt-url = Video link or web page address, for link tools
cmd-convert-opt-url-name = url
cmd-convert-opt-then = More steps: tool param=value | tool ...
cmd-convert-opt-then-name = then
cmd-convert-opt-file = The file to work on (for file tools)
cmd-convert-opt-file-name = file
cmd-convert-opt-file-more = File { $number }, for tools that take several (pdf-merge) or to run on each
cmd-recipe = Save a chain of tools as a recipe, run later with /convert @name
cmd-recipe-usage = /recipe save <name> <tool param=value | tool ...>
cmd-recipe-name = recipe
cmd-recipe-opt-name = Recipe name, run with /convert @name
cmd-recipe-opt-name-name = name
cmd-recipe-opt-steps = Steps: tool param=value | tool ...
cmd-recipe-opt-steps-name = steps
cmd-recipes = List your saved recipes (run one with /convert @name)
cmd-recipes-usage = /recipes
cmd-recipes-name = recipes
cmd-jobs = Your recent file jobs and their status
cmd-jobs-usage = /jobs
cmd-jobs-name = jobs
cmd-cancel = Cancel one of your jobs
cmd-cancel-usage = /cancel <job id>
cmd-cancel-name = cancel
cmd-cancel-opt-job_id = The job id shown in the status message or /jobs
cmd-cancel-opt-job_id-name = job_id
cmd-watch = Alert me when a game drops to a price
cmd-watch-usage = /watch <appid or title> <price> [region]
cmd-watch-name = watch
cmd-watch-opt-game = Store app id or game title
cmd-watch-opt-game-name = game
cmd-watch-opt-price = Target price in the region currency, e.g. 9.99
cmd-watch-opt-price-name = price
cmd-watch-opt-region = Two-letter country code, e.g. us, de, gb
cmd-watch-opt-region-name = region
cmd-watch-opt-rules = Also alert on: cut>=75, low, official, since (words, any order)
cmd-watch-opt-rules-name = rules
cmd-unwatch = Remove a price alert
cmd-unwatch-usage = /unwatch <watch id | appid | all>
cmd-unwatch-name = unwatch
cmd-unwatch-opt-which = Watch id from /watches, an app id, or "all"
cmd-unwatch-opt-which-name = which
cmd-watches = List your price alerts
cmd-watches-usage = /watches
cmd-watches-name = watches
cmd-deals = Current game deals: free, under a price, or a big cut
cmd-deals-usage = /deals [free | under <price> | cut>=<percent>] [store] [page]
cmd-deals-name = deals
cmd-deals-opt-filter = free, under 5, cut>=90, a store name
cmd-deals-opt-filter-name = filter
cmd-deals-opt-page = Page number
cmd-deals-opt-page-name = page
cmd-follow = Post new game deals in this chat: free, under a price, or a big cut
cmd-follow-usage = /follow <free | under <price> | cut>=<percent>> [store] [region:xx] [currency:XXX] [ignore:a,b] [role:@Role]
cmd-follow-name = follow
cmd-follow-opt-filter = free, under 5, cut>=90, a store, region:de, ignore:2game
cmd-follow-opt-filter-name = filter
cmd-follow-opt-role = A role to mention in each post (Discord)
cmd-follow-opt-role-name = role
cmd-giveaways = Free-to-keep games and loot open now, with their end dates
cmd-giveaways-usage = /giveaways [store] [game | dlc | loot | beta] [games]
cmd-giveaways-name = giveaways
cmd-giveaways-opt-filter = A store (epic, steam, gog…), a kind (dlc, loot, beta), or games
cmd-giveaways-opt-filter-name = filter
cmd-following = List the deal filters this chat follows
cmd-following-usage = /following
cmd-following-name = following
cmd-unfollow = Stop posting deals for one of this chat’s follows
cmd-unfollow-usage = /unfollow <id | all>
cmd-unfollow-name = unfollow
cmd-unfollow-opt-which = The follow id from /following, or all
cmd-unfollow-opt-which-name = which

## Help

help-title = Game prices and file tools
help-private-note = Errors and personal lists are only shown to you.

## Price card (/price), both bots. $price, $regular, $low are formatted amounts.

price-none = —
price-unknown = unknown
price-regular = Regular price
price-best-official = Best official
price-best-keyshop = Best key reseller
price-all-time-low = All-time low
price-active-deals = Active deals
price-critic-score = Critic score
price-score-value = { $score }/100
price-cut = −{ $percent }
price-at-store = at { $store }
price-best-deal-link = Best deal
price-keyshop-gap = needs GG.deals, which did not answer (it needs an API key on this server)
price-sources = Sources: { $sources }
price-sources-none = none
price-fresh = updated
price-stale = cached answer: the price sources are not answering
price-app = App { $appid }
price-history-field = Price history
price-chart-description = Price history chart
price-too-little-history = Not enough price history yet for a chart: it builds with every lookup.
price-choices-title = Several games match "{ $query }"
price-choices-footer = Pick one below, or use /price with the app id.
price-regions-title = { $title }: Steam prices by region, in { $currency }
price-regions-not-sold = not sold
price-regions-cheapest = cheapest
price-regions-rates = Converted with the ECB reference rates of { $date }.
price-regions-no-rates = The exchange rates could not be read: no conversions.
price-choice-line = { $title } (app { $appid })
price-free = FREE

## Price alerts (/watch). $price, $target, $low are formatted amounts, $cut and $wanted formatted percentages.

alert-title = Price alert: { $game }
alert-changed = The price changed.
alert-footer = Watch { $id } · /unwatch { $id } stops these alerts
alert-target-official = Best price { $price } (official store) is at or below your target { $target }.
alert-target-keyshop = Best price { $price } (key reseller) is at or below your target { $target }.
alert-new-low = New all-time low: { $low }.
alert-cut = Cut to { $price }: { $cut } off, at least the { $wanted } you asked for.
alert-cut-at = Cut to { $price } at { $store }: { $cut } off, at least the { $wanted } you asked for.
alert-rule-low = New all-time low: { $low }.
alert-rule-low-unknown = New all-time low.
alert-rule-official-low = New official-store all-time low: { $low }.
alert-rule-official-low-unknown = New official-store all-time low.
alert-rule-since = New low since the last regular-price rise: { $low }.
alert-rule-since-unknown = New low since the last regular-price rise.

## Deal posts (/follow). $price, $regular are formatted amounts, $cut a formatted percentage, $date a formatted day.

deal-ended = Ended:
deal-ended-word = ended
deal-was = was −{ $cut } off { $regular }
deal-until = Until { $date }
deal-get-it = Get it at { $shop }
deal-price = Price
deal-regular = Regular
deal-cut = Cut
deal-shop = Shop
deal-ends = Ends
deals-title = Deals: { $filter }
deals-page = page { $page } of { $pages }
deals-none = Nothing matches right now.
unfollow-none = No such follow here. /following lists them.
unfollow-stopped = { $count ->
        [one] Stopped this follow:
       *[other] Stopped { $count } follows:
    }
tg-following = Following { $filter } here (id { $id }). New matching deals are posted in this chat; /unfollow { $id } stops it.
tg-following-none = This chat follows no deals. Add one with /follow free (or under 5, cut>=90).
tg-following-title = Deals this chat follows
tg-following-stop = Stop one with /unfollow <id>.
dc-following = Following { $filter } in this channel (id { $id }). { $stop } stops it.
dc-following-none = This channel follows no deals. Add one with /follow.
dc-following-title = Deals this channel follows
dc-follow-mentions = mentions { $role }

## Price watches (/watch, /watches, /unwatch). $target, $price are formatted amounts, $cut a percentage; $rules is a list of rule-* texts.

rule-cut = a cut of { $cut } or more
rule-low = a new all-time low
rule-since = a new low since the last regular-price rise
rule-target = the target
rule-official-only = { $rules } (official stores only)
watches-title = Your price alerts
dc-watch-app-id = app id { $appid }
dc-watch-choices = Several games match "{ $query }". Run /watch again with the app id as the game:
dc-watch-no-offer = no current offer is known
dc-watch-now = the best price now is { $price }
dc-watch-watching = Watching: { $game }
dc-watch-updated = Watch updated: { $game }
dc-watch-a-change = a change
dc-watch-rules-only = You will be told in this channel on { $rules } ({ $now }).
dc-watch-already-below = The price is already at or below { $target } ({ $now }). You will be told here when it rises above and drops back to it, or on { $rules }.
dc-watch-target = You will be told in this channel when the best price reaches { $target } or below ({ $now }), or on { $rules }.
dc-watch-footer = Watch id { $id } · /unwatch { $id } removes it
dc-unwatch-none = No watch of yours matched. /watches lists them.
dc-unwatch-removed = Removed: { $names }.
dc-watches-none = You watch no games. Add one with /watch.
dc-watches-no-offer = no offer
dc-watches-now = now { $price }
tg-watch-now = now { $price }
tg-watch-at-or-below = at or below { $target }
tg-watch-where = app { $appid }, { $region }
tg-watch-watching = Watching { $game }: I will post here { $when }.
tg-watch-updated = Updated the watch on { $game }: I will post here { $when }.
tg-watch-now-line = Now: { $price }
tg-watch-id = watch id
tg-watch-already-below = The price is already at or below your target; the next alert comes after it rises above and drops again.
tg-watch-on = on { $rules }
tg-watch-when-target-or-low = when the best price is at or below { $target }, or when a new all-time low appears
tg-watch-when-target-or-rules = when the best price is at or below { $target }, or on { $rules }
tg-watches-none = You have no price alerts. Add one with /watch <appid or title> <price>.
tg-watches-remove = Remove one with /unwatch <id>.
tg-unwatch-none = No matching price alert. /watches lists yours.
tg-unwatch-removed = { $count ->
        [one] Removed this alert:
       *[other] Removed { $count } alerts:
    }

## Price history (/history)

history-title = { $game }: price history
history-no-low = No low is known yet.
history-footer = App { $appid } · { $region } · last { $days ->
        [one] { $days } day
       *[other] { $days } days
    }
history-all-time-low = All-time low
history-official-low = Official stores low
history-keyshop-low = Key resellers low
history-steam-low = Steam low
history-since-rise-low = Low since the price rise
history-rise-on = rise on { $date }

## File jobs: status messages while a job runs, and its end.

job-queued = Waiting in the queue…
job-stage = Stage: { $stage }
job-working = working
job-done = Done: { $name } ({ $size })
job-failed = Failed: { $reason }
job-failed-step = step { $step } of { $steps } ({ $tool }): { $reason }
job-cancelled = Cancelled.
job-cancel-button = Cancel
job-step-stage = step { $step } of { $steps }: { $stage }
job-failed-notice = { $tool } failed: { $reason }
job-did-not-finish = The job did not finish.
jobs-title = Your recent jobs
job-status-queued = queued
job-status-processing = processing
job-status-completed = completed
job-status-failed = failed
job-status-cancelled = cancelled
job-cancelled-id = Job { $id } cancelled.
job-deleted-id = Job { $id } and its result deleted.
dc-jobs-none = You have no jobs. Start one with /convert.
dc-jobs-footer = Cancel one with /cancel <job id>.
tg-jobs-none = You have no recent jobs. Send a file to start one.
tg-jobs-processing = processing { $percent }
tg-jobs-done = done: { $name }
job-already-finished = This job has already finished.
job-cancel-only = Only { $who } can cancel this job.
job-cancel-only-starter = Only the person who started it can cancel this job.
button-gone = This button is no longer in use.
job-download = Download
job-download-link = Download it
job-too-large-to-upload = The file is too large to upload here (over { $limit }).
job-available-until = available until { $until }.

## Why a job failed (its user-facing message).

failure-invalid_link = The link is not a valid video link. Paste the full URL of the video.
failure-disabled = This capability is currently disabled on this server.
failure-too_large = The file is too large for this tool.
failure-invalid_input = The file could not be processed. Check the format and retry.
failure-timeout = The file could not be processed. Check the format and retry.
failure-internal = The file could not be processed. Check the format and retry.

## Refusals in chat (either bot).

error-apology = Sorry, something went wrong while handling that. Please try again later.
error-needs-file = This tool works on a file: send the file with the command as its caption, or reply to a file with the command.
error-needs-file-discord = This tool works on a file: attach it in the `file` option of /convert.
error-needs-url = This tool works on a video link: put the link after the tool name.
error-needs-url-discord = This tool works on a video link: give it in the `url` option, without a file.
error-rate-limited = Too many requests right now. Wait a minute and try again.
error-rate-limited-retry = Too many requests right now. Try again in { $seconds } s.
error-upstream = The price sources are not answering right now. Try again in a few minutes.
error-unavailable = The service is briefly unavailable. Try again in a minute.
error-storage = The server is short of room for files right now. Try again later, or delete finished jobs you no longer need.
error-internal = Something went wrong on our side. Please try again later.
error-unknown-command = This command is not known here any more. The command list may be out of date.

## Telegram's own wording (its cards are text, not embeds). $value is already formatted.

tg-labelled = { $label }: { $value }
tg-price-best-official = Best official offer
tg-price-best-keyshop = Best key-reseller offer
price-on-date = on { $date }
price-no-score = none
tg-price-stale = The price sources are not answering; these prices may be out of date.
tg-history-period = price history, last { $days ->
        [one] { $days } day
       *[other] { $days } days
    }
tg-choices = Several games match “{ $query }”. Pick one:
tg-job = job
tg-job-failed = failed: { $reason }
tg-too-large = { $name } ({ $size }) is larger than Telegram lets bots upload (50 MB).
tg-download-until = Download it here until { $until }:
tg-alert-target-official = Now { $price } (official store): at or below your target of { $target }.
tg-alert-target-official-at = Now { $price } at { $store } (official store): at or below your target of { $target }.
tg-alert-target-keyshop = Now { $price } (key reseller): at or below your target of { $target }.
tg-alert-target-keyshop-at = Now { $price } at { $store } (key reseller): at or below your target of { $target }.
tg-alert-new-low-at = New all-time low: { $low } at { $store }.
tg-alert-watch = Watch
tg-alert-stop = /unwatch { $id } to stop.
tg-greeting = Hello! I look up game prices and run file tools.
tg-greeting-files = Send me a file or a video link and I offer the tools for it.
tg-commands = Commands
tg-inline-best = Best { $price }
tg-inline-best-at = Best { $price } at { $store }
tg-inline-no-offer = No current offer
tg-inline-low = all-time low { $low }
tg-inline-chart-link = Price chart
tg-send-something = Send me a file, a video link, or a command. /help lists them.
tg-unknown-command = I do not know that command. /help lists what I can do.
tg-button-expired-file = This button has expired. Send the file again.
tg-button-expired-watch = This button has expired. Send /watch again.
tg-button-expired-tools = This list has expired. Send /tools again.
tg-button-invalid = This button is no longer valid.
tg-starting = Starting { $tool }…
tg-tool-gone = This tool is no longer available.
tg-cancel-not-yours = This is not your job.
tg-cancel-gone = This is not your job, or it no longer exists.

## The web pages. Placeholders are plain text; the page escapes them.

web-language = Language
web-language-apply = Apply
web-skip = Skip to content
web-nav-main = Main
web-nav-tools = Tools
web-nav-jobs = My jobs
web-nav-prices = Game prices
web-nav-deals = Deals
web-nav-docs = API
web-footer-files = Files are kept until their job expires, then deleted.
web-footer-docs = API documentation
web-hub-title = File tools
web-hub-lead = Convert, shrink and edit images, PDFs, audio and video, make QR codes, in your browser. Files stay private to your session and are deleted when the job expires.
web-hub-search = Search tools
web-hub-placeholder = e.g. resize, pdf to png, qr
web-hub-search-button = Search
web-hub-categories = Categories
web-hub-count = { $total ->
        [one] { $total } tool.
       *[other] { $total } tools.
    }
web-hub-matching = { $shown } of { $total } tools match “{ $query }”.
web-hub-no-match = No tool matches your search. Try fewer or other words.
web-hub-badge-link = video link
web-hub-badge-disabled = disabled

## Tool categories (web page and chat lists).

category-image = Images
category-pdf = PDF documents
category-audio = Audio
category-video = Video
category-video-thumbnail = Video thumbnails
category-qr = QR codes and barcodes
category-url = From a video link
category-document = Documents
category-ocr = Text from scans (OCR)
category-web = Web pages
category-data = Data files
category-sticker = Stickers and emoji

## One-time upload links (issue 40): /upload, big files sent to a bot, and the page at /u/<token>.

cmd-upload = Get a one-time link to upload a big file
cmd-upload-usage = /upload [tool] [name=value ...]
cmd-upload-name = upload
cmd-upload-opt-tool = The tool to run on the file (its page is opened with it)
cmd-upload-opt-tool-name = tool
cmd-upload-opt-params = Its parameters, e.g. width=800 format=webp
cmd-upload-opt-params-name = params
upload-link-offer = Upload your file through this link; its progress and result come back into this chat.
upload-link-offer-tool = Upload your file for { $tool } through this link; its progress and result come back into this chat.
upload-link-until = The link works once, until { $until }.
upload-link-too-big = This file is { $size }; a bot may fetch at most { $limit } from Telegram.
upload-page-title = Upload a file
upload-page-lead = The job runs for you in your chat: its progress and result come back there.
upload-page-lead-key = The file is kept for your agent, which runs a tool on it.
upload-page-until = This link works once, until { $until }.
upload-page-pick = Choose the tool to run on your file:
upload-page-sent = Received. Progress and the result will appear in your chat; you can close this page.
upload-page-sent-key = Received. Your agent can now run a tool on this file; you can close this page.
upload-page-invalid-title = Link not valid
upload-page-invalid = This upload link is not valid. Ask the bot for a new one with /upload.
upload-page-used-title = Link already used
upload-page-used = This upload link was used already: each link works once. Ask the bot for a new one with /upload.
upload-page-expired-title = Link expired
upload-page-expired = This upload link has expired. Ask the bot for a new one with /upload.
upload-page-file = Your file
upload-fit-button = Make it fit { $limit }
upload-fit-gone = That result is gone or not yours; send the file again.
## Discord message commands and "Convert…" forms (issue 40).

dc-menu-convert = Convert…
dc-menu-price = Price check
dc-menu-no-file = This message has no file to convert. Pick a kind of file below to upload files in a form, or use /convert with a file.
dc-menu-too-large = { $name } is larger than { $limit } MB, the most a file may have here.
dc-menu-no-tool = No tool takes this kind of file ({ $type }).
dc-menu-no-game = This message has no Steam store link or app id.
dc-form-title = Convert: { $kind }
dc-form-title-message = Convert the message's files
dc-form-files = Files
dc-form-files-hint = Up to { $max } files.
dc-form-tool = Tool
dc-form-params = Options
dc-form-params-hint = As name=value, e.g. width=200 height=100. Leave empty for the defaults.
dc-form-too-many = A form takes at most { $max } files; this one has { $count }.
dc-form-gone = This form has expired. Run Convert… on the message again.

## Telegram Mini App (issue 40).

tg-app-menu = Open the app
tg-app-open = Open the app
tg-app-price = Chart and deals in the app
web-telegram-note = Signed in through Telegram: results of what you start here also come to your chat with the bot.
## Stickers and emoji (/sticker and the "Make sticker/emoji" message menu).

cmd-sticker = Make a sticker or emoji from an image, GIF or short clip and add it
cmd-sticker-usage = /sticker [emoji] [name]
cmd-sticker-name = sticker
cmd-sticker-opt-emoji = The emoji it stands for, e.g. 😀
cmd-sticker-opt-emoji-name = emoji
cmd-sticker-opt-as = Discord: a server emoji (default) or a server sticker
cmd-sticker-opt-as-name = as
cmd-sticker-opt-name = Discord: its name (letters, digits, _)
cmd-sticker-opt-name-name = name
cmd-sticker-opt-file = The image, GIF or short clip
menu-make-sticker = Make sticker/emoji
sticker-set-title = My stickers by @{ $bot }
sticker-set-created = Your new sticker set is made, with this sticker in it: { $link }
sticker-set-added = Added to your sticker set: { $link }
sticker-sets-full = Your sticker sets are full, so here is the sticker as a file.
sticker-set-bad-name = Telegram allows no sticker set name for your account with this bot, so here is the sticker as a file.
sticker-trimmed = Cut to the first { $kept } s of { $total } s: a sticker may be at most { $kept } s long.
sticker-emoji-added = Emoji { $emoji } added to this server as :{ $name }:.
sticker-guild-sticker-added = Sticker “{ $name }” added to this server.
sticker-not-permitted = Adding emoji and stickers here needs the Create Expressions permission for both you and the bot, so here is the file to add yourself.
sticker-no-server = Emoji and stickers can only be added in a server, so here is the file.
sticker-slots-full = This server has no free slot for it, so here is the file.
sticker-bot-forbidden = Discord refused: the bot may no longer add emoji or stickers here, so here is the file.
sticker-no-image = That message has no image to make a sticker or emoji from.
sticker-set-rejected = Telegram would not add it to a sticker set (open a private chat with the bot and press Start first), so here is the sticker as a file.
sticker-discord-rejected = Discord would not take it, so here is the file to add yourself.
## Giveaways in every language (issue 36): /giveaways, giveaway posts in both bots, and the giveaway Atom feed.
## $worth is a formatted amount; $when a formatted time from now ("in 2 days"); $date a formatted day and time;
## $filter the filter (a store, "games only", kinds); $free is the word price-free, shown in bold.

giveaway-kind-game = game
giveaway-kind-dlc = DLC
giveaway-kind-loot = in-game loot
giveaway-kind-beta = beta access
giveaway-worth = worth { $worth }
giveaway-ends = ends { $when }
giveaway-every-store = every store
giveaway-games-only = games only
giveaways-title = Free to keep: { $filter }
giveaways-none = No giveaway is open right now.
giveaway-free-at = { $free } to keep at { $store }
giveaway-claim-at = Claim it at { $store }
giveaway-over = Ended: this giveaway at { $store } is over.
giveaway-store = Store
giveaway-status = Status
giveaways-feed-title = Free games: { $filter }
giveaway-feed-free = Free: { $title } at { $store }
giveaway-feed-ended = Ended: { $title } at { $store }
giveaway-feed-summary = { $title } is free to keep at { $store }.
giveaway-feed-summary-until = { $title } is free to keep at { $store } until { $date }.
giveaway-feed-summary-ended = This giveaway ended; { $title } was free to keep at { $store }.
giveaway-ended = ended
giveaway-ended-title = Ended:

## Bot tool lists, recipes, autocomplete and buttons in every language (issue 36). $types, $output, $value, $range
## come from the tool (file types, a default value, a range) and stay as they are; $query is what the user typed;
## $command a command to copy (shown as code); $name a recipe's name, $steps its tools (shown as code);
## $category a translated category-* title. Keep "/tools", "/convert", "/recipe", "tool:" and "@" as they are.

tools-takes = Takes: { $types }
tools-takes-link = Takes: a video link
tools-gives = Gives: { $output }
tools-parameters = Parameters:
tools-param-default = default { $value }
tg-tools-use = Use: send a file with the caption { $command }
tg-tools-none = No tool matches “{ $query }”. Try /tools image, /tools pdf or /tools qr.
tools-for = Tools for “{ $query }”
tools-all = All tools
tg-tools-page = page { $page }/{ $pages }
tg-tools-footer = Details: /tools <name> · Run: /convert <name> with a file
button-previous = Previous
button-next = Next
dc-tools-works-on = Works on
dc-tools-a-link = a video link
dc-tools-gives = Gives
dc-tools-values = values: { $range }
dc-tools-default = default: { $value }
dc-tools-none = No tool matches "{ $query }". Try /tools image, /tools pdf, or other words.
dc-tools-title = File tools
dc-tools-title-filter = File tools: { $query }
dc-tools-footer = Page { $page }/{ $pages } · { $total ->
        [one] { $total } tool
       *[other] { $total } tools
    } · /tools <slug> shows one tool's options
recipe-saved = Saved recipe { $name }: { $steps }
tg-recipe-run = Run it on a file with /convert @{ $name }
tg-recipes-none = You have no recipes. Save one with /recipe save <name> <tool | tool …>.
recipes-title = Your recipes
tg-recipes-run = Run one on a file with /convert @name.
dc-recipe-run = Run it with /convert tool:@{ $name } and a file.
dc-recipes-none = You have no recipes. Save one with /recipe.
dc-recipes-run = Run one with /convert tool:@name.
dc-ac-recipe = @{ $name } — your recipe: { $steps }
dc-ac-category = Category: { $category } ({ $value })
dc-ac-all-watches = All my watches
tg-album-file = File { $index } of { $count } in the album: { $reason }

## The API's error message in the caller's language (issue 36): sent only when a request asks for a language with
## Accept-Language; the error code never changes. $detail is the service's English message with the specifics (a
## field, a limit, a tool's name): keep it as it is.

api-error-unknown_tool = Unknown tool: { $detail }
api-error-upload_required = This tool needs a file: { $detail }
api-error-url_required = This tool needs a video link: { $detail }
api-error-invalid_url = Invalid link: { $detail }
api-error-invalid_callback_url = Invalid callback URL: { $detail }
api-error-invalid_params = Invalid parameters: { $detail }
api-error-invalid_pipeline = These steps cannot follow one another: { $detail }
api-error-too_many_steps = Too many steps: { $detail }
api-error-too_many_files = Too many files: { $detail }
api-error-missing_file = A file is missing: { $detail }
api-error-file_too_large = The file is too large: { $detail }
api-error-unsupported_type = This file type is not supported: { $detail }
api-error-limit_reached = A limit is reached: { $detail }
api-error-rate_limited = Too many requests: { $detail }
api-error-not_found = Not found.
api-error-missing_api_key = An API key is required: send it as X-API-Key or Authorization: Bearer.
api-error-invalid_api_key = The API key is not valid.
api-error-unauthorized = Not signed in: { $detail }
api-error-forbidden = Refused: { $detail }
api-error-tool_disabled = This tool is turned off: { $detail }
api-error-invalid_appid = Invalid app id: { $detail }
api-error-invalid_request = Invalid request: { $detail }
api-error-upstream_unavailable = The price sources are not answering right now: { $detail }
api-error-service_unavailable = The service is briefly unavailable. Try again in a few seconds.
api-error-insufficient_storage = The server is short of room for files right now. Try again later, or delete finished jobs you no longer need.
api-error-internal = Something went wrong on our side. Please try again.

## Web page bodies beyond the hub (issue 36): a tool's page, the job panel, "My jobs", a shared recipe's page.
## $api, $jobs and $field become a link or code the page adds; $types are file types, $size a number of MB.

web-tool-breadcrumb = Breadcrumb
web-tool-disabled = This tool is disabled on this server right now. Try again later.
web-tool-noscript = This page needs JavaScript to upload files and follow the job. The { $api } works without it.
web-tool-noscript-api = HTTP API
web-tool-video-link = Video link
web-tool-your-file = Your file
web-tool-options = Options
web-tool-no-options = This tool has no options.
web-tool-start = Start
web-tool-jobs-listed = Your jobs are listed under { $jobs } until they expire.
web-tool-then = Then…
web-tool-then-label = Next step, run on what the step above makes
web-tool-then-add = Add step
web-tool-missing = No such tool
web-tool-missing-text = There is no tool called “{ $slug }”.
web-tool-see-all = See all tools
web-recipe-title = Save as recipe
web-recipe-hint = Keeps these steps and their options under a name, to run again on other files (POST /api/pipelines with { $field }).
web-recipe-name = Recipe name
web-required = (required)
web-recipe-name-hint = Up to 60 letters, digits, spaces, dots, dashes or underscores.
web-recipe-share = Share: anyone with the link can run it on their own files
web-recipe-save = Save recipe
web-file-choose = Choose a file
web-file-choose-many = Choose files
web-file-drop = or drop it here
web-file-drop-many = or drop them here
web-file-hint = Accepted: { $types }. Up to { $size } MB.
web-url-label = Link to one video
web-url-hint = Paste the full address of the video page.
web-job-title = Your job
web-job-cancel = Cancel job
web-job-download = Download
web-job-again = Process another
web-jobs-lead = Jobs started from this browser. Results can be downloaded until the job expires; then the files are deleted.
web-needs-js = This page needs JavaScript.
web-loading = Loading…
web-jobs-caption = Your jobs, newest first
web-jobs-tool = Tool
web-jobs-status = Status
web-jobs-started = Started
web-jobs-expires = Expires
web-jobs-actions = Actions
web-recipe-page-title = Recipe: { $name }
web-recipe-page-steps = { $count ->
        [one] { $count } step, run in order on each file (a step that takes many files takes them all).
       *[other] { $count } steps, run in order on each file (a step that takes many files takes them all).
    }
web-recipe-page-files = Your files
web-recipe-page-use = Use this recipe
web-recipe-page-again = Use it again

## A Discord channel's own language (issue 36): /language with where: channel. Keep the word "channel" in the
## option's description as it is (it is what the user types).

cmd-language-opt-where = "channel": this channel's language, for its deal and giveaway posts (Manage Channels)
cmd-language-opt-where-name = where
dc-language-channel-managers = Only members who can manage this channel can change its language.
dc-language-channel-set = This channel's deal and giveaway posts are now in { $language }.
dc-language-channel-reset = This channel's language choice is removed: its posts follow the language each follow was made in again.
dc-language-channel-current = This channel's posts are in { $language }.
dc-language-channel-none = This channel has no language of its own: its posts follow the language each follow was made in, else the server's.

## The deals and price pages (issue 36). $feed becomes the feed's link; $page, $pages are numbers.

web-region = Region
web-deals-title = Game deals
web-deals-lead = Free games and big cuts as the deal lists show them, checked every few minutes. Links go through the source’s store link.
web-deals-show = Show
web-deals-every = Every deal
web-deals-free-only = Free games only
web-deals-under = Price at most
web-deals-under-example = e.g. 5
web-deals-cut = Cut at least (%)
web-deals-cut-example = e.g. 90
web-deals-store-example = e.g. steam
web-deals-submit = Show deals
web-deals-feed = { $feed } — paste it into a feed reader to be told of new ones.
web-deals-feed-link = Atom feed of these deals
web-deals-page = Page { $page } of { $pages }
web-prices-lead = The lowest prices of a game across stores: official shops, key resellers, the all-time low and the critic score.
web-prices-game = Steam app id or game title
web-prices-game-example = e.g. 620 or Portal 2
web-prices-game-hint = A number is looked up as an app id; words search by title.
web-prices-submit = Look up
web-prices-which = Which game?
web-history-title = Price history
web-history-period = Period
web-history-30 = 30 days
web-history-365 = 1 year
web-history-all = All
web-history-caption = Best official-store and key-reseller prices and the regular price; the dot marks the lowest price.
web-history-not-enough = Not enough price history yet for a chart.
web-history-lows = Lows
web-low-steam = Steam
web-low-since = Since the last price increase

## Claim reminders (issue 41): "Remind me" and "Claimed" on giveaway posts and lists, the reminder, and /unclaimed.
cmd-unclaimed = Open giveaways you have not marked as claimed
cmd-unclaimed-usage = /unclaimed
cmd-unclaimed-name = unclaimed
giveaway-remind-button = Remind me
giveaway-claimed-button = Claimed
giveaway-remind-set = I'll send you a private message on { $date }, { $lead } before it ends.
giveaway-remind-soon = It ends in less than { $lead }: your reminder comes in a moment.
giveaway-remind-no-end = No end date is known yet: I'll send you a private message { $lead } before it ends, once one is.
giveaway-remind-claimed = You marked this one as claimed, so there is nothing to remind you of.
giveaway-remind-sent = I already sent you this reminder.
tg-remind-private-hint = Start a private chat with me first.
giveaway-claimed-set = Marked as claimed: no reminder for this one, and /unclaimed leaves it out.
giveaway-press-ended = This giveaway has ended.
giveaway-press-unknown = This giveaway is no longer listed.
giveaway-reminder = ⏰ Reminder: { $title } is free to keep at { $store } until { $date } ({ $left }).
unclaimed-title = Giveaways you have not claimed
unclaimed-none = Nothing open that you have not marked as claimed.
# Shared wishlist of a server channel or group (issue 41, 4b)
cmd-wishlist = This server’s or group’s shared wishlist: add, remove or list games
cmd-wishlist-usage = /wishlist [add <appid or title> | remove <game>]
cmd-wishlist-name = wishlist
cmd-wishlist-opt-action = add, remove or list (default: list)
cmd-wishlist-opt-action-name = action
cmd-wishlist-opt-game = Store app id or game title
cmd-wishlist-opt-game-name = game
wishlist-added = Added { $game } to this chat’s wishlist. Press “Notify me” to be pinged when it gets a cut or a new low.
wishlist-already = { $game } is already on this chat’s wishlist. Press “Notify me” to be pinged for it.
wishlist-removed = Removed from this chat’s wishlist: { $games }
wishlist-removed-none = Nothing on this chat’s wishlist matches “{ $which }”.
wishlist-title = This chat’s wishlist:
wishlist-line = { $game } (app { $appid }): { $members ->
        [one] { $members } member waits
       *[other] { $members } members wait
    }
wishlist-list-hint = 🔔 pings you when a game gets a cut or a new low; 🔕 stops it.
wishlist-empty = This chat’s wishlist is empty. Administrators add games with /wishlist add <game>.
wishlist-choices = Several games match “{ $query }”. Add one by its app id:
wishlist-admins-only = Only the chat’s administrators can change its wishlist.
wishlist-groups-only = The shared wishlist is for servers and groups. For your own price alerts use /watch.
wishlist-full = This chat’s wishlist already holds { $max } games; remove one first.
wishlist-button-on = 🔔 Notify me
wishlist-button-off = 🔕 Stop
wishlist-pressed-on = You will be pinged when { $game } gets a cut or a new low.
wishlist-pressed-off = You will no longer be pinged for { $game }.
wishlist-pressed-gone = This game is no longer on the chat’s wishlist.
wishlist-members-full = { $max } members already wait for this game.
wishlist-alert-title = { $game } is on sale (wishlist)
wishlist-alert-cut = { $cut } off: { $price } at { $store }
wishlist-alert-cut-nostore = { $cut } off: { $price }
wishlist-alert-low = New lowest price: { $price }
## Tool forms (issue 36, tools' words): the label of each tool parameter on the web tool page and its "then…"
## steps (the same word in every tool; the per-tool descriptions are in en.tools.ftl), and the hint under it.
## Values ($value, $min, $max) are shown as typed, with a dot for decimals.

tool-form-label-format = Output format
tool-form-label-bitrate = Bitrate
tool-form-label-quality = Quality
tool-form-label-width = Width
tool-form-label-height = Height
tool-form-label-start = Start
tool-form-label-end = End
tool-form-label-x = Left (x)
tool-form-label-y = Top (y)
tool-form-label-crop_width = Crop width
tool-form-label-crop_height = Crop height
tool-form-label-degrees = Angle (degrees)
tool-form-label-direction = Direction
tool-form-label-factor = Factor
tool-form-label-fps = Frames per second
tool-form-label-gain_db = Gain (dB)
tool-form-label-level = Level
tool-form-label-preset = Preset
tool-form-label-pages = Pages
tool-form-label-target_size = Target size
tool-form-label-text = Text
tool-form-label-match = Match
tool-form-label-color = Colour
tool-form-label-opacity = Opacity
tool-form-label-fields = Form fields
tool-form-label-password = Password
tool-form-label-owner_password = Owner password
tool-form-label-offset = Offset (seconds)
tool-form-label-lang = Languages
tool-form-hint-default = Default: { $value }
tool-form-hint-required = Required
tool-form-hint-optional = Optional
tool-form-hint-range = Allowed: { $min } to { $max }
tool-form-hint-at-least = Allowed: at least { $min }
tool-form-hint-at-most = Allowed: at most { $max }
tool-form-hint-pair = { $first }. { $second }

## Telegram: the line above the tool buttons under a file or video link sent without a command (issue 36, tools' words).

tg-offer-none = No tool takes this kind of file.
tg-offer-none-type = No tool takes this kind of file ({ $type }).
tg-offer-no-video = The video tools are not available.
tg-offer-file = This is { $type }. Pick a tool (default settings), or send it with a caption like { $example }:
tg-offer-file-unknown = This is a file. Pick a tool (default settings), or send it with a caption like { $example }:
tg-offer-video = Pick a tool for this video:
## Discord forms in parts: a kind of file with more tools than a select lists (issue 40)
dc-form-pick-part = { $kind } has { $count } tools, more than one form can list. Pick the part with your tool:
dc-form-pick-part-message = These files fit { $count } tools, more than one form can list. Pick the part with your tool:

## A web capture that failed on its page, not a video link (issue 38)
failure-page_unavailable = The web page could not be captured: its address is not allowed here, could not be reached, answered with an error, or did not load in time.
## Every language, the rest (issue 36): page scripts, chart axes, admin panel, deal feed and filters, e-mail to PDF.

# The web pages' scripts (public/js): every message they show starts with js- (the page carries these to its script).
js-no-details = The server answered { $status } without details.
js-no-connection = The server could not be reached. Check your connection and try again.
js-went-wrong = Something went wrong.
js-not-found = Not found (it may have expired).
js-expired = expired
js-status-queued = Waiting in the queue
js-status-processing = Processing
js-status-completed = Done
js-status-failed = Failed
js-status-cancelled = Cancelled
js-status-stage = { $status } ({ $stage })
js-upload-no-connection = The upload failed: the server could not be reached.
js-job-done = Done. Your file is ready.
js-job-failed = The job failed.
js-step-failed = Step { $step } ({ $tool }) failed: { $message }
js-job-cancelled = Cancelled.
js-job-unreadable = The job could not be read.
js-job-cancelled-deleted = Cancelled. The files were deleted.
js-job-not-cancelled = The job could not be cancelled.
js-result-name = result
js-download-name = Download { $name }
js-output-info = { $name }, { $size }. Available { $until }.
js-preview-of = Preview of { $name }
js-play = Play { $name }
js-first-page-of = First page of { $name }
js-beginning-of = Beginning of { $name }
js-loading = Loading…
js-preview-zip = A ZIP archive with several files: download it to open them.
js-preview-none = No preview for this kind of file.
js-preview-first = … (first { $size } shown)
js-preview-failed = The preview could not be loaded.
js-jobs-unreadable = Your jobs could not be loaded.
js-jobs-none = You have no jobs yet. Pick a tool to start one.
js-jobs-count = { $count ->
    [one] { $count } job.
   *[other] { $count } jobs.
}
js-jobs-count-running = { $count ->
    [one] { $count } job, still running.
   *[other] { $count } jobs, some still running.
}
js-col-tool = Tool
js-col-status = Status
js-col-started = Started
js-col-expires = Expires
js-col-actions = Actions
js-download = Download
js-cancel = Cancel
js-delete = Delete
js-job-cancel-label = Cancel { $title } job from { $when }
js-job-delete-label = Delete { $title } job from { $when }
js-job-was-cancelled = { $title } job cancelled.
js-job-was-deleted = { $title } job deleted.
js-job-not-removed = The job could not be removed.
js-prices-sources-down = The price sources are not answering just now. Please try again in a few minutes.
js-prices-rate-limited = Too many price lookups from here just now. Please try again in a minute.
js-try-later = { $problem } Please try again later.
js-prices-enter = Enter an app id or a title.
js-prices-searching = Searching for “{ $title }”…
js-prices-search-failed = The search failed.
js-prices-no-game = No game found for “{ $title }”.
js-prices-pick = { $count ->
    [one] { $count } game matches; pick it.
   *[other] { $count } games match; pick one.
}
js-prices-looking-up = Looking up app { $appid }…
js-prices-unknown-app = No store knows the app id { $appid }.
js-prices-lookup-failed = The lookup failed.
js-prices-for = Prices for { $title }.
js-prices-app = App { $appid }
js-prices-keyshop-via = a key reseller via GG.deals
js-prices-keyshop-gap = needs GG.deals, which did not answer (it needs an API key on this server)
js-prices-card-meta = App { $appid } · { $region } · prices in { $currency }
js-prices-stale = The stores could not be reached; these prices are older.
js-prices-regular = Regular price
js-prices-best-official = Best official store
js-prices-best-keyshop = Best key reseller
js-prices-all-time-low = All-time low
js-prices-active-deals = Active deals
js-prices-critic-score = Critic score
js-prices-sources = Sources: { $sources } · updated { $updated }
js-prices-go-to-offer = Go to the best offer
js-choose-files-first = Choose one or more files first.
js-choose-file-first = Choose a file first.
js-uploading = Uploading…
js-uploading-percent = Uploading… { $percent } %
js-sending = Sending…
js-job-refused = The server refused the job ({ $status }).
js-recipe-name-needed = Give the recipe a name.
js-recipe-not-saved = The recipe could not be saved ({ $status }).
js-recipe-saved = { $count ->
    [one] Saved “{ $name }” ({ $count } step).
   *[other] Saved “{ $name }” ({ $count } steps).
}
js-recipe-share-link = Share link:
js-steps-finding = Finding the tools that can follow…
js-steps-none = No tool can follow: none takes what the last step makes, or the pipeline has as many steps as it may.
js-steps-count = { $count ->
    [one] { $count } tool can take the result.
   *[other] { $count } tools can take the result.
}
js-steps-added = Added step { $step }: { $title }.
js-steps-removed = Removed { $title }.
js-steps-legend = Step { $step }: { $title }
js-steps-remove-label = Remove step { $step } ({ $title })
js-steps-no-options = This tool has no options.
js-steps-remove = Remove step
js-required = (required)
js-steps-refused = The steps were refused
js-first-step-options = Step 1: { $title } options
js-options = Options
js-choose-files = Choose files
js-choose-file = Choose a file
js-drop-them = or drop them here
js-drop-it = or drop it here
js-too-many-files = A job takes at most { $max } files; you chose { $count }.
js-file-too-large = This file is { $size }; the limit is { $limit }.
js-files-too-large = These files are { $size } together; the limit is { $limit }.
js-paste-video-first = Paste the link of a video first.
js-paste-page-first = Paste the address of a web page first.
js-server-refused = The server refused the job
js-refused-status = { $what } ({ $status }).
js-file-chosen = { $name } ({ $size })
js-files-chosen = { $count } files, { $size } in all: { $names }
js-hub-matches = { $shown } of { $total } tools match “{ $query }”.
js-hub-total = { $total } tools.
# A web-capture tool's address field (its page: print to PDF, screenshot, read as Markdown).
web-page-legend = Web page
web-page-label = Address of the page
web-page-placeholder = https://example.com/article
web-page-hint = Paste the full address (http or https) of a public web page.

# The price chart (web page and the PNG the bots attach): legend, labels, and the history section's notices.
chart-aria = Price history of { $title }
chart-line-official = Official stores
chart-line-keyshop = Key resellers
chart-line-regular = Regular price
chart-not-enough = Not enough price history yet: check back in a few days.
chart-today = Today: { $price } ({ $line })
chart-all-time-low = All-time low { $price }
chart-all-time-low-at = All-time low { $price } ({ $where })
chart-period-low = Lowest in period { $price }
web-history-rate-limited = Too many price lookups from here just now; the history will show again in a minute.
web-history-sources-down = The price sources are not answering just now, so there is no price history to show. Please try again in a few minutes.
web-history-failed = The price history could not be drawn just now; please try again later.

# A deal filter and a follow as a reader sees them (English reads as the filter is typed), and the deal feed.
deal-filter-join = { $a } { $b }
deal-filter-free = free
deal-filter-under = under { $price }
deal-filter-cut = cut>={ $cut }
deal-filter-store = store:{ $store }
deal-filter-region = region:{ $region }
deal-filter-currency = currency:{ $currency }
deal-filter-ignore = ignore:{ $stores }
deal-filter-games-only = games-only
follow-giveaways = giveaways: { $filter }
deal-feed-title = Game deals: { $filter }
deal-feed-free = FREE
deal-feed-live = { $title }: { $price } (−{ $cut }%) at { $shop }
deal-feed-ended = Ended: { $title } (was { $price } at { $shop })
deal-feed-summary = { $price } instead of { $regular } (−{ $cut }%) at { $shop }.
deal-feed-summary-until = { $price } instead of { $regular } (−{ $cut }%) at { $shop }. Until { $date }.
deal-feed-summary-ended = This deal ended; it was { $price } instead of { $regular } at { $shop }.

# The e-mail to PDF tools' page: the header fields' names and the attachment list, in the language of whoever started the job.
email-from = From
email-to = To
email-cc = Cc
email-date = Date
email-subject = Subject
email-attachments = Attachments ({ $count })
email-unnamed = (unnamed)

# The page for an address nothing answers.
web-404-title = Page not found
web-404-lead = Nothing lives at this address. From here you can:
web-404-tools = see all tools
web-404-prices = look up a game's price
web-404-docs = read the API documentation

# Bundles and subscriptions on the price card, bundle follows, image cards (issue 41, parts 4 and 5)
price-bundles = Bundles
price-subscriptions = In subscriptions
price-bundle-ends = ends { $date }
price-subscription-leaves = leaves { $date }
price-bundle-from = from { $price }
web-giveaways-title = Free games
web-giveaways-lead = Games, DLC and loot that are free to keep, from GamerPower, Epic and IsThereAnyDeal, with their end dates.
web-giveaways-none = No open giveaway matches this filter.
# /fit: a file made again under a size (issue 39)
cmd-fit = Make a file fit a size: discord, whatsapp, email… or bytes
cmd-fit-usage = /fit [discord|discord-nitro-basic|telegram-bot|whatsapp|email|bytes]
cmd-fit-name = fit
cmd-fit-opt-size = A preset (discord, whatsapp, email…) or bytes; default: this chat’s limit
cmd-fit-opt-size-name = size
cmd-fit-opt-file = The image, video, audio or PDF to make fit

## admin panel (issue 36): the page's shell, its script's words (js-admin-*), and the job stages' words (stage-*),
## which the web job panel and both bots show for the stage a tool names in English.

admin-title = Admin
admin-off = The admin panel is off on this server: set { $variable } to turn it on.
admin-needs-js = The admin panel needs JavaScript.
admin-sign-in = Sign in
admin-token = Admin token
admin-sign-out = Sign out
admin-sections = Admin sections
admin-queue = Queue
admin-tools = Tools
admin-keys = API keys
admin-webhooks = Webhooks
admin-price-cache = Price cache
admin-queue-caption = Recent jobs (no file contents)
admin-col-job = Job
admin-col-tool = Tool
admin-col-source = Source
admin-col-status = Status
admin-col-created = Created
admin-col-actions = Actions
admin-col-category = Category
admin-col-uses = Uses
admin-col-starts = Starts
admin-col-errors = Errors
admin-col-last-days = Last days
admin-col-on = On
admin-col-label = Label
admin-col-last-used = Last used
admin-col-state = State
admin-col-key = Key
admin-col-failures = Failures in a row
admin-col-event = Event
admin-col-type = Type
admin-col-attempts = Attempts
admin-col-last-answer = Last answer
admin-tools-lead = Switching a tool or a category off refuses new jobs at once (403 tool_disabled); its queued jobs fail.
admin-categories = Categories
admin-each-tool = Each tool
admin-tool-filter = Filter tools
admin-tools-caption = Use counts, and job starts and errors over the last { $days } days
admin-previous = Previous
admin-next = Next
admin-key-label = Label for a new key
admin-key-create = Create key
admin-key-copy-now = Copy this key now; it is not shown again.
admin-key-secret = Webhook signing secret (verifies the { $header } of its deliveries):
admin-webhooks-lead = A key whose deliveries failed too often in a row is paused until resumed here. Replay sends a delivery again with the same id.
admin-webhooks-state-caption = Webhook state per key
admin-deliveries-caption = Last deliveries per key (newest first)
admin-cache-clear = Clear the price cache
js-admin-sign-in-again = Please sign in again.
js-admin-failed = { $what }: { $message }
js-admin-enter-token = Enter the admin token.
js-admin-sign-in-failed = Sign-in failed.
js-admin-signed-in = Signed in.
js-admin-queue = Queue
js-admin-tools = Tools
js-admin-keys = Keys
js-admin-webhooks = Webhooks
js-admin-price-cache = Price cache
js-admin-flag = Switch
js-admin-cancel = Cancel
js-admin-delete = Delete
js-admin-cancel-job = Cancel job { $job } ({ $tool })
js-admin-delete-job = Delete job { $job } ({ $tool })
js-admin-job-cancelled = Job { $job } cancelled.
js-admin-job-deleted = Job { $job } deleted.
js-admin-no-jobs = No jobs yet.
js-admin-stat-waiting = Waiting
js-admin-stat-running = Running
js-admin-stat-completed = Completed
js-admin-stat-failed = Failed
js-admin-stat-cancelled = Cancelled
js-admin-switched-on = { $name } switched on.
js-admin-switched-off = { $name } switched off.
js-admin-category = Category { $category }
js-admin-starts-per-day = Starts per day: { $values }
js-admin-page-range = { $first }–{ $last } of { $total }
js-admin-on = on
js-admin-off = off
js-admin-off-category = off (category)
js-admin-no-tool-matches = No tool matches “{ $filter }”.
js-admin-no-tools = No tools.
js-admin-never = never
js-admin-active = active
js-admin-revoked-on = revoked { $date }
js-admin-revoke = Revoke
js-admin-revoke-key = Revoke key { $label }
js-admin-key-revoked = Key “{ $label }” revoked.
js-admin-no-keys = No API keys yet: create one above.
js-admin-key-needs-label = Give the key a label.
js-admin-create-key = Create key
js-admin-key-not-created = The key could not be created.
js-admin-key-created = Key “{ $label }” created.
js-admin-paused-since = paused since { $date }
js-admin-delivering = delivering
js-admin-resume = Resume
js-admin-resume-key = Resume the deliveries of { $key }
js-admin-resumed = Deliveries of “{ $key }” resumed.
js-admin-no-webhook-keys = No key has sent a webhook yet.
js-admin-delivery-pending = pending
js-admin-delivery-delivered = delivered
js-admin-delivery-gone = gone (410)
js-admin-delivery-failed = failed
js-admin-replay = Replay
js-admin-replay-delivery = Replay delivery { $id }
js-admin-replayed = Delivery { $id } queued again.
js-admin-no-deliveries = No deliveries yet.
js-admin-unavailable = unavailable
js-admin-unknown = unknown
js-admin-entries = Entries
js-admin-hits = Hits
js-admin-misses = Misses
js-admin-hit-rate = Hit rate
js-admin-clear-cache = Clear cache
js-admin-cache-cleared = Price cache cleared.
stage-queued = waiting
stage-reading = reading
stage-probing = probing
stage-preparing = preparing
stage-fetching = fetching
stage-decoding = decoding
stage-encoding = encoding
stage-converting = converting
stage-extracting = extracting
stage-unpacking = unpacking
stage-packing = packing
stage-zipping = zipping
stage-resizing = resizing
stage-cropping = cropping
stage-rotating = rotating
stage-reversing = reversing
stage-rendering = rendering
stage-drawing = drawing
stage-laying-out = laying out
stage-analysing = analysing
stage-scanning = scanning
stage-recognizing = recognizing text
stage-stamping = stamping
stage-remuxing = remuxing
stage-compressing = compressing
stage-assembling = assembling
stage-arranging = arranging
stage-numbering = numbering
stage-flattening = flattening
stage-filling = filling
stage-signing = signing
stage-encrypting = encrypting
stage-decrypting = decrypting
stage-redacting = redacting
stage-repairing = repairing
stage-removing = removing
stage-cleaning = cleaning
stage-checking = checking
stage-adding-subtitles = adding subtitles
stage-burning-in-subtitles = burning in subtitles
# The web tool page's "make it fit" preset buttons (issue 39)
web-size-presets = Fit for
web-size-preset = { $name } · { $size } MB
web-size-preset-discord = Discord
web-size-preset-discord-nitro-basic = Discord Nitro Basic
web-size-preset-telegram-bot = Telegram bot
web-size-preset-whatsapp = WhatsApp
web-size-preset-email = E-mail
## Bundle follows: /follow bundles posts each new bundle (issue 41, part 4)
follow-bundles = bundles: { $filter }
bundle-new = New bundle at { $store }
bundle-from = from { $price }
bundle-games = { $count ->
        [one] { $count } game
       *[other] { $count } games
    }
bundle-open = Get it at { $store }
## Archive files in pipelines (issue 39 item 5): the result's note on files left as they were, and the stage
## of sorting an archive's files for the next step (js-files-unchanged: the same note on the web page's job panel)
pipeline-files-unchanged = Files from the archive that the next step does not take are in the ZIP unchanged: { $count } of { $total }.
js-files-unchanged = Files from the archive that the next step does not take are in the ZIP unchanged: { $count } of { $total }.
stage-sorting-files = sorting files
# Visible PDF signatures (issue 39, pdf-sign preset=visible): the lines of the box drawn on the page. $name is the certificate's name, $date the signing time already written for your locale, $reason the signer's own words.
pdf-sign-signed-by = Digitally signed by { $name }
pdf-sign-date = Date: { $date }
pdf-sign-reason = Reason: { $reason }
# Telegram: a bare /fit offers the sizes as buttons (issue 39)
tg-fit-choose = Where is this file going? Pick a size and I make it fit (or send /fit with a number of bytes).
tg-fit-this-chat = This chat
tg-fit-starting = Making it fit: { $size }
## Archive creation: the words for a tool that takes any file (issue 39, item 5)
web-file-hint-any = Any kind of file. Up to { $size } MB.
tools-any-file = any kind of file

# Telegram: /fit on a file over the 20 MB a bot may fetch answers with an upload link that keeps the size (issue 39)
tg-fit-link = What you upload there is made to fit { $size }.
