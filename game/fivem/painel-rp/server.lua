-- Asks the community panel who may enter this server.
--
-- Every connecting player is checked with POST /api/game/v1/join (identifiers and hardware
-- tokens); a refused player reads the panel's reason on an Adaptive Card, with the request
-- code to enter in the panel when the game account is not linked yet, and may try again. A
-- player with no identifier the panel knows (only `ip:`, as with sv_lan) is refused with a
-- message that says so, without asking the panel.
-- The players online are reported with POST /api/game/v1/players, on the interval the panel
-- answers, with whether this resource may run console commands (`commandsAllowed`); whoever
-- the panel names in `drop` (blacklisted meanwhile, or no longer let in) is dropped with the
-- panel's reason.
-- The store's in-game deliveries are asked for with GET /api/game/v1/commands: each command is
-- for the player at `source` who still has the identifier the panel names, and is run in the
-- server console (ExecuteCommand) once, then acknowledged with POST
-- /api/game/v1/commands/{id}/ack: `done` once it ran, `offline` when the player left, `failed`
-- with the reason when no resource registered the command or this resource may not run it
-- (FiveM's ExecuteCommand only prints "No such command" or "Access denied" in the console and
-- returns as if it ran). The ids run are kept in the resource's KVP with the time they ran, so
-- a command the panel gives again (its acknowledgement was lost) is acknowledged without
-- running twice; records older than Config.commandRecordDays are deleted. A command without
-- `source` is one the product runs whether or not its player is online (e.g. a grant written by
-- passport): it runs at once, with the same checks of the command and the ACE.
--
-- A product may wait some seconds after the player's character loaded: the report says, per
-- player, how long ago it loaded (`readyForMs`), and the panel gives the command once the wait
-- has passed. The resource knows it from the framework's own server event (vRP 1 and vRPex:
-- vRP:playerSpawn; Creative: Connect), from painel-rp:passaporte, or from one line where the
-- framework knows it (vRP 2, in an extension's `event:playerSpawn(user)`: user.source):
--   TriggerEvent('painel-rp:personagem', source)
-- Until a framework tells any character load, a player counts as ready
-- painel_ready_after_join_ms after joining (so on a server whose framework tells none).
--
-- The framework's user id of a player (the passport, vRP's user_id), which the panel needs to
-- write the whitelist and bans into the game's database, is told by the framework's own
-- resource with one line where it knows it, e.g. in vRP:
--   AddEventHandler('vRP:playerSpawn', function(user_id, source)
--       TriggerEvent('painel-rp:passaporte', source, user_id)
--   end)
-- and goes to the panel with the players report.
--
-- server.cfg:
--   set painel_url "https://painel.suacomunidade.com.br"
--   set painel_key "prp_..."
--   add_ace resource.painel-rp command allow
--   ensure painel-rp
-- The `add_ace` lets the resource run the store's commands: a resource runs ExecuteCommand as
-- the principal `resource.painel-rp`, and out of the box only the server console may run
-- commands (a command another resource registered without restriction runs for everyone).
-- To allow only some commands, one line each instead: add_ace resource.painel-rp command.vip allow
--
-- Convars (server.cfg):
--   painel_url              the panel's address, e.g. https://painel.suacomunidade.com.br
--   painel_key              the key created in the panel (Servidores de jogo); set it with `set`,
--                           never `sets`/`setr` (those publish it), and never commit it
--   painel_public_url       the address players open to link their account (default: painel_url)
--   painel_fail_open        true: let players in while the panel cannot be reached (default false)
--   painel_timeout_ms       time limit of one request (default and most 5000: FiveM aborts a
--                           request without an answer after 5 s, so a larger value is cut to it)
--   painel_retries          new attempts when the panel does not answer (default 3)
--   painel_retry_delay_ms   pause between attempts (default 2000)
--   painel_ready_after_join_ms  where the framework tells no character load, a player counts as
--                           ready this long after joining (default 30000; 0: only its event)

local texts = Config.texts
local limits = Config.limits

local JOIN_PATH = '/api/game/v1/join'
local PLAYERS_PATH = '/api/game/v1/players'
local COMMANDS_PATH = '/api/game/v1/commands'

local function log(message, ...)
    print(('[painel-rp] ' .. message):format(...))
end

local function trim(value)
    return (value:gsub('^%s+', ''):gsub('%s+$', ''))
end

-- The interval the panel asks for (`nextReportMs`, `nextCheckMs`), kept within the bounds.
local function askedInterval(value, min, max)
    local ms = tonumber(value)
    if not ms then
        return nil
    end
    return math.min(math.max(math.floor(ms), min), max)
end

local function nonEmptyString(value)
    if type(value) == 'string' and value ~= '' then
        return value
    end
    return nil
end

-- ---------------------------------------------------------------------------------------------
-- Settings, read from the convars on every use: `set painel_key ...` applies without a restart.

local function convarNumber(name, default, min)
    local value = tonumber(GetConvar(name, ''))
    if not value or value < min then
        return default
    end
    return math.floor(value)
end

local function convarBool(name, default)
    local value = trim(GetConvar(name, '')):lower()
    if value == 'true' or value == '1' or value == 'yes' or value == 'sim' then
        return true
    elseif value == 'false' or value == '0' or value == 'no' or value == 'nao' or value == 'não' then
        return false
    end
    return default
end

-- painel_timeout_ms, cut to FiveM's own limit (said once per value).
local timeoutCutSaid = nil
local function timeoutSetting()
    local ms = convarNumber('painel_timeout_ms', Config.defaults.timeoutMs, 100)
    if ms <= Config.httpAbortMs then
        timeoutCutSaid = nil
        return ms
    end
    if timeoutCutSaid ~= ms then
        timeoutCutSaid = ms
        log('AVISO: painel_timeout_ms %d é maior que o limite do FiveM, que desiste de uma requisição sem resposta em %d ms; usando %d ms.',
            ms, Config.httpAbortMs, Config.httpAbortMs)
    end
    return Config.httpAbortMs
end

local function settings()
    local url = (trim(GetConvar('painel_url', '')):gsub('/+$', ''))
    local publicUrl = (trim(GetConvar('painel_public_url', '')):gsub('/+$', ''))
    return {
        url = url,
        publicUrl = publicUrl ~= '' and publicUrl or url,
        key = trim(GetConvar('painel_key', '')),
        failOpen = convarBool('painel_fail_open', Config.defaults.failOpen),
        timeoutMs = timeoutSetting(),
        retries = convarNumber('painel_retries', Config.defaults.retries, 0),
        retryDelayMs = convarNumber('painel_retry_delay_ms', Config.defaults.retryDelayMs, 0),
    }
end

-- What keeps the resource from asking the panel, for the console; nil when nothing does.
local function configProblem(s)
    if s.url == '' then
        return 'painel_url não definida (set painel_url "https://endereco-do-painel")'
    elseif not s.url:match('^https?://[^/]') then
        return ('painel_url inválida: "%s" (use http:// ou https://)'):format(s.url)
    elseif s.key == '' then
        return 'painel_key não definida (set painel_key "chave-gerada-no-painel")'
    end
    return nil
end

-- ---------------------------------------------------------------------------------------------
-- Players: identifiers, tokens and names as the panel accepts them.

local function stringList(values, max)
    local list = {}
    if type(values) ~= 'table' then
        return list
    end
    for _, value in ipairs(values) do
        if #list >= max then
            break
        end
        if type(value) == 'string' and value ~= '' and #value <= limits.identifierLength then
            list[#list + 1] = value
        end
    end
    return list
end

local function playerIdentifiers(player)
    return stringList(GetPlayerIdentifiers(player), limits.identifiers)
end

local function playerTokens(player)
    return stringList(GetPlayerTokens(player), limits.tokens)
end

local knownKinds = {}
for _, kind in ipairs(Config.identifierKinds) do
    knownKinds[kind] = true
end

-- The kinds of a player's identifiers the panel can check them by (none: only `ip:`, or nothing).
local function knownIdentifierKinds(identifiers)
    local kinds = {}
    for _, identifier in ipairs(identifiers) do
        local kind, value = identifier:match('^([0-9a-z]+):([0-9A-Za-z]+)$')
        if kind and knownKinds[kind] and #value <= 100 then
            kinds[#kinds + 1] = kind
        end
    end
    return kinds
end

-- Valid UTF-8, cut to the panel's limit (counted in UTF-16 units, as the panel counts).
local function cleanName(name)
    if type(name) ~= 'string' then
        return ''
    end
    if not utf8.len(name) then
        name = (name:gsub('[\128-\255]', '?'))
    end
    local units = 0
    for position, code in utf8.codes(name) do
        units = units + (code > 0xFFFF and 2 or 1)
        if units > limits.playerName then
            return name:sub(1, position - 1)
        end
    end
    return name
end

-- ---------------------------------------------------------------------------------------------
-- HTTP to the panel.

local function decodeObject(text)
    if type(text) ~= 'string' or text == '' then
        return nil
    end
    local ok, value = pcall(json.decode, text)
    if ok and type(value) == 'table' then
        return value
    end
    return nil
end

-- One request (a POST of `payload`, or a GET without it), given up after the timeout.
-- FiveM calls back with (status, body, headers, errorData) (citizenfx/fivem,
-- code/components/citizen-server-impl/src/HttpScriptFunctions.cpp and
-- data/shared/citizen/scripting/lua/scheduler.lua):
--   an answer below 400: its status, its body and headers, no errorData;
--   400 and above: its status, no body, no headers, errorData "HTTP 429: <body>";
--   no answer: status 0, errorData "<curl's error> - CURL error code <n> (<text>)", code 42
--   when FiveM aborted a request that got nothing back in 5 s.
local function send(s, path, payload)
    local p = promise.new()
    local settled = false
    local function settle(answer)
        if not settled then
            settled = true
            p:resolve(answer)
        end
    end
    PerformHttpRequest(s.url .. path, function(status, body, headers, errorData)
        local text = body
        if type(text) ~= 'string' then
            text = type(errorData) == 'string' and (errorData:gsub('^HTTP %d+:%s*', '')) or ''
        end
        local code = tonumber(status) or 0
        settle({
            status = code,
            data = decodeObject(text),
            errorData = errorData,
            timedOut = code == 0 and type(errorData) == 'string'
                and errorData:find('CURL error code 42 ', 1, true) ~= nil or nil,
        })
    end, payload and 'POST' or 'GET', payload and json.encode(payload) or '', payload and {
        ['Content-Type'] = 'application/json',
        ['Authorization'] = 'Bearer ' .. s.key,
    } or { ['Authorization'] = 'Bearer ' .. s.key })
    SetTimeout(s.timeoutMs, function()
        settle({ status = 0, timedOut = true })
    end)
    return Citizen.Await(p)
end

-- The wait a 429 asks for. FiveM gives no headers with an answer of 400 or more, so the
-- Retry-After header never reaches a resource: the seconds come from the panel's message
-- ("Aguarde 12 segundos ..."), in the body FiveM does give.
local function retryAfterMs(answer)
    local seconds
    if answer.data and type(answer.data.message) == 'string' then
        seconds = tonumber(answer.data.message:match('(%d+) segundo'))
    end
    if not seconds then
        return nil
    end
    return math.min(math.max(math.floor(seconds * 1000), 0), Config.rateLimitWaitMaxMs)
end

local function panelMessage(answer)
    if answer.data and type(answer.data.message) == 'string' then
        return answer.data.message
    end
    if type(answer.errorData) == 'string' then
        return answer.errorData
    end
    return ''
end

-- Whether the panel is out, as the console was told: one line when it stops answering and one
-- when it is back, however many requests (joins, reports, commands, retries) fail meanwhile.
local outage = nil

local function howLong(seconds)
    if seconds < 120 then
        return ('%d s'):format(seconds)
    end
    return ('%d min'):format(seconds // 60)
end

local function panelAnswered()
    if outage then
        log('painel de volta, depois de %s fora do ar', howLong(os.time() - outage.since))
        outage = nil
    end
end

local function panelDown(problemText)
    if not outage then
        outage = { since = os.time() }
        log('painel fora do ar (%s): %s até ele voltar', problemText, settings().failOpen
            and 'entrada liberada (painel_fail_open)' or 'entrada recusada')
    end
end

-- Calls the panel (POST `payload`, or GET when it is nil), trying again while it does not
-- answer (no connection, timeout, 5xx, 429).
-- Gives { ok = true, data = answer } or { ok = false, failure = 'down' | 'misconfigured' |
-- 'refused', message = for the console }.
local function callPanel(path, payload, retries)
    local s = settings()
    local problem = configProblem(s)
    if problem then
        return { ok = false, failure = 'misconfigured', message = problem }
    end
    local attempts = (retries or s.retries) + 1
    local problemText
    for attempt = 1, attempts do
        local answer = send(s, path, payload)
        local waitMs = s.retryDelayMs
        if answer.status >= 200 and answer.status < 500 and answer.status ~= 429 then
            panelAnswered()
        end
        if answer.timedOut then
            problemText = ('sem resposta em %d ms'):format(s.timeoutMs)
        elseif answer.status == 0 then
            problemText = 'sem conexão'
            if nonEmptyString(answer.errorData) then
                problemText = problemText .. ': ' .. answer.errorData
            end
        elseif answer.status >= 200 and answer.status < 300 then
            if answer.data then
                return { ok = true, data = answer.data }
            end
            problemText = ('resposta %d que não é JSON'):format(answer.status)
        elseif answer.status == 401 or answer.status == 403 then
            return {
                ok = false,
                failure = 'misconfigured',
                message = ('chave recusada (%d: %s); confira painel_key: a chave pode ter sido revogada ou trocada no painel')
                    :format(answer.status, panelMessage(answer)),
            }
        elseif answer.status == 404 then
            return {
                ok = false,
                failure = 'misconfigured',
                message = ('%s%s não existe (404); confira painel_url'):format(s.url, path),
            }
        elseif answer.status == 429 then
            problemText = 'limite de requisições atingido (429)'
            waitMs = retryAfterMs(answer) or waitMs
        elseif answer.status >= 500 then
            problemText = ('erro %d do painel'):format(answer.status)
        else
            return {
                ok = false,
                failure = 'refused',
                message = ('%d: %s'):format(answer.status, panelMessage(answer)),
            }
        end
        if attempt < attempts then
            -- While the panel is known to be out, its retries are not news.
            if not outage then
                log('%s: %s (tentativa %d de %d); tentando de novo em %d ms', path, problemText, attempt,
                    attempts, waitMs)
            end
            Wait(waitMs)
        end
    end
    panelDown(problemText)
    return { ok = false, failure = 'down', message = problemText }
end

-- ---------------------------------------------------------------------------------------------
-- Joining.

-- { allow = true } or { allow = false, reason, requestCode?, final?, said? }; `final`: no card
-- to try again, the connection ends with the reason; `said`: the console was told already.
local function checkJoin(name, identifiers, tokens)
    local result = callPanel(JOIN_PATH, { name = name, identifiers = identifiers, tokens = tokens })
    if result.ok then
        local answer = result.data
        if answer.allow == true then
            return { allow = true, discordId = nonEmptyString(answer.discordId) }
        elseif answer.allow == false then
            return {
                allow = false,
                reason = nonEmptyString(answer.reason) or texts.refused,
                requestCode = nonEmptyString(answer.requestCode),
            }
        end
        log('ERRO: resposta inesperada do painel em %s (sem "allow")', JOIN_PATH)
        return { allow = false, final = true, reason = texts.checkFailed }
    end
    if result.failure == 'down' then
        -- (The outage itself is said once, by callPanel.)
        if settings().failOpen then
            log('%s entra porque painel_fail_open está ligado (painel fora do ar)', name)
            return { allow = true, failOpen = true }
        end
        log('%s não pôde ser verificado (painel fora do ar)', name)
        return { allow = false, final = true, reason = texts.panelDown, said = true }
    elseif result.failure == 'misconfigured' then
        log('ERRO: %s', result.message)
        return { allow = false, final = true, reason = texts.misconfigured }
    end
    log('ERRO: o painel recusou a verificação de entrada (%s)', result.message)
    return { allow = false, final = true, reason = texts.checkFailed }
end

local function refusalCard(decision)
    local body = {
        { type = 'TextBlock', text = texts.cardTitle, size = 'Large', weight = 'Bolder', wrap = true },
    }
    -- The panel writes its reason in lines; a card shows one line per text block.
    for line in decision.reason:gmatch('[^\n]+') do
        body[#body + 1] = { type = 'TextBlock', text = line, wrap = true }
    end
    if decision.requestCode then
        body[#body + 1] = { type = 'TextBlock', text = texts.codeLabel, wrap = true, spacing = 'Medium' }
        body[#body + 1] = {
            type = 'TextBlock',
            id = 'requestCode',
            text = decision.requestCode,
            size = 'ExtraLarge',
            weight = 'Bolder',
            color = 'Accent',
            horizontalAlignment = 'Center',
        }
        -- The panel's reason usually says where to enter the code already.
        local howTo = texts.codeThen
        if not decision.reason:find(decision.requestCode, 1, true) then
            howTo = texts.codeHowTo:format(settings().publicUrl .. '/account')
        end
        body[#body + 1] = { type = 'TextBlock', text = howTo, wrap = true }
    end
    return json.encode({
        type = 'AdaptiveCard',
        ['$schema'] = 'http://adaptivecards.io/schemas/adaptive-card.json',
        version = '1.0',
        body = body,
        actions = {
            { type = 'Action.Submit', title = texts.retry, data = { action = 'retry' } },
            { type = 'Action.Submit', title = texts.quit, data = { action = 'quit' } },
        },
    })
end

-- Shows the refusal and waits for the player: 'retry', 'quit' or 'timeout'.
local function askOnCard(deferrals, decision)
    local p = promise.new()
    local answered = false
    local function answer(action)
        if not answered then
            answered = true
            p:resolve(action)
        end
    end
    deferrals.presentCard(refusalCard(decision), function(data, rawData)
        local action = type(data) == 'table' and data.action or nil
        if action == nil then
            local raw = decodeObject(rawData)
            action = raw and raw.action
        end
        answer(action == 'retry' and 'retry' or 'quit')
    end)
    SetTimeout(Config.cardTimeoutMs, function()
        answer('timeout')
    end)
    return Citizen.Await(p)
end

AddEventHandler('playerConnecting', function(name, setKickReason, deferrals)
    local player = source
    deferrals.defer()
    Wait(0)

    local playerName = cleanName(name)
    local identifiers = playerIdentifiers(player)
    local tokens = playerTokens(player)
    if #knownIdentifierKinds(identifiers) == 0 then
        -- The panel could only answer that it does not know them.
        local given = {}
        for _, identifier in ipairs(identifiers) do
            given[#given + 1] = identifier:match('^([^:]*):') or '?'
        end
        log('%s recusado: o FiveM não deu nenhum identificador que o painel conheça (recebidos: %s); o servidor está com sv_lan?',
            playerName, #given > 0 and table.concat(given, ', ') or 'nenhum')
        deferrals.done(texts.noIdentifiers)
        return
    end
    deferrals.update(texts.checking)
    local retries = 0
    while true do
        local decision = checkJoin(playerName, identifiers, tokens)
        -- A deferral call needs a tick after the previous one.
        Wait(0)
        if decision.allow then
            if decision.discordId then
                log('%s liberado (Discord %s)', playerName, decision.discordId)
            elseif not decision.failOpen then
                log('%s liberado', playerName)
            end
            deferrals.done()
            return
        end
        if not decision.said then
            log('%s recusado: %s', playerName, (decision.reason:gsub('%s*\n%s*', ' ')))
        end
        if decision.final or retries >= Config.maxRetriesPerConnection then
            deferrals.done(decision.reason)
            return
        end
        local action = askOnCard(deferrals, decision)
        Wait(0)
        if action ~= 'retry' then
            deferrals.done(decision.reason)
            return
        end
        retries = retries + 1
        deferrals.update(texts.checking)
    end
end)

-- ---------------------------------------------------------------------------------------------
-- The players report.

local reportIntervalMs = Config.reportIntervalMs
local reportWake = nil
local reportAgain = false
-- Players who dropped, left out of the reports while the server still lists them.
local leaving = {}
-- Passports the framework told, by the player's server id.
local passports = {}
-- When each player joined (GetGameTimer) and whether they count as ready a while after it, and
-- when their character loaded, by server id (the store's commands may wait for it).
local joinedAt = {}
local readyAt = {}
-- Whether a framework told a character load since the resource started: from then on, a player
-- who joins waits for that event instead of counting as ready a while after joining.
local characterEventsSeen = false

local function requestReport()
    reportAgain = true
    local wake = reportWake
    if wake then
        reportWake = nil
        wake:resolve(true)
    end
end

local function noteJoined(playerId)
    if playerId and not joinedAt[playerId] then
        joinedAt[playerId] = { at = GetGameTimer(), fallback = not characterEventsSeen }
    end
end

-- A player's character loaded: the first time counts (vRP tells every respawn). Only a player
-- on the server counts, whoever triggers the event.
local function characterLoaded(playerId)
    local id = tonumber(playerId)
    if not id or id ~= math.floor(id) or not GetPlayerName(tostring(math.floor(id))) then
        return
    end
    id = math.floor(id)
    characterEventsSeen = true
    if not readyAt[id] then
        noteJoined(id)
        readyAt[id] = GetGameTimer()
        requestReport()
    end
end

-- How long ago the player's character loaded, in ms; nil while it has not. Where no framework
-- tells it, a player counts as ready painel_ready_after_join_ms after joining.
local function readinessMs(playerId, now)
    local at = readyAt[playerId]
    local joined = joinedAt[playerId]
    if not at and joined and joined.fallback then
        local after = convarNumber('painel_ready_after_join_ms', Config.defaults.readyAfterJoinMs, 0)
        if after > 0 and now - joined.at >= after then
            at = joined.at + after
        end
    end
    if not at then
        return nil
    end
    return math.min(math.max(now - at, 0), 2147483647)
end

-- A framework tells a player's passport: it goes with the next report, sent at once. The
-- framework knows it once the character loaded.
AddEventHandler('painel-rp:passaporte', function(playerId, passport)
    local id = tonumber(playerId)
    local value = tonumber(passport)
    if id and value and value >= 1 and value <= 2147483647 and value == math.floor(value) then
        passports[id] = math.floor(value)
        requestReport()
        characterLoaded(id)
    end
end)

-- The character loaded, told by the framework's own server event where it has one:
--   TriggerEvent('painel-rp:personagem', source)      any framework, one line where it knows
--   vRP 1 and vRPex: vRP:playerSpawn(user_id, source, first_spawn)      (vrp/base.lua)
--   Creative: Connect(Passport, source, first), once the chosen character is placed
--             (vrp/modules/player.lua)
-- vRP 2 fires its spawn only inside vRP (an extension's `event:playerSpawn(user)`): there, the
-- painel-rp:personagem line with user.source.
AddEventHandler('painel-rp:personagem', function(playerId)
    characterLoaded(playerId)
end)
AddEventHandler('vRP:playerSpawn', function(_, playerId)
    characterLoaded(playerId)
end)
AddEventHandler('Connect', function(_, playerId)
    characterLoaded(playerId)
end)

local function sleepUntilReport(ms)
    if not reportAgain then
        local p = promise.new()
        reportWake = p
        SetTimeout(ms, function()
            if reportWake == p then
                reportWake = nil
                p:resolve(true)
            end
        end)
        Citizen.Await(p)
    end
    reportAgain = false
end

-- Whether this resource may run console commands at all (`add_ace resource.<name> command
-- allow`), said on the console at start and whenever it changes.
local commandsAllowedSaid = nil

local function commandsAllowed()
    local resource = GetCurrentResourceName()
    local allowed = IsPrincipalAceAllowed('resource.' .. resource, 'command') == true
    if allowed ~= commandsAllowedSaid then
        if not allowed then
            log('AVISO: o recurso não tem permissão para rodar comandos no console, e as entregas da loja no jogo falham por isso. Adicione ao server.cfg: add_ace resource.%s command allow (ou, só para os comandos da loja, uma linha add_ace resource.%s command.<nome> allow para cada um).',
                resource, resource)
        elseif commandsAllowedSaid == false then
            log('o recurso agora pode rodar comandos no console (entregas da loja)')
        end
        commandsAllowedSaid = allowed
    end
    return allowed
end

local reportProblem = nil

local function sendReport()
    local players = {}
    local listed = {}
    local now = GetGameTimer()
    for _, id in ipairs(GetPlayers()) do
        local playerId = tonumber(id)
        if playerId then
            listed[playerId] = true
            -- Already on the server when the resource started: joined now, as far as it knows.
            noteJoined(playerId)
            if not leaving[playerId] then
                players[#players + 1] = {
                    source = playerId,
                    name = cleanName(GetPlayerName(id)),
                    identifiers = playerIdentifiers(id),
                    tokens = playerTokens(id),
                    passport = passports[playerId],
                    readyForMs = readinessMs(playerId, now),
                }
            end
        end
    end
    for _, byPlayer in ipairs({ leaving, passports, joinedAt, readyAt }) do
        for playerId in pairs(byPlayer) do
            if not listed[playerId] then
                byPlayer[playerId] = nil
            end
        end
    end

    local result = callPanel(PLAYERS_PATH, { players = players, commandsAllowed = commandsAllowed() }, 0)
    if not result.ok then
        -- Said once per streak of failures, not every few seconds (an outage by callPanel).
        if result.failure ~= 'down' and reportProblem ~= result.message then
            log('ERRO: %s', result.message)
        end
        reportProblem = result.message
        return
    end
    reportProblem = nil

    local answer = result.data
    if type(answer.drop) == 'table' then
        for _, entry in ipairs(answer.drop) do
            local playerId = type(entry) == 'table' and tonumber(entry.source)
            if playerId then
                local reason = nonEmptyString(entry.reason) or texts.refused
                log('desconectando %s (%d): %s', GetPlayerName(tostring(playerId)) or '?', playerId, reason)
                DropPlayer(tostring(playerId), reason)
            end
        end
    end
    reportIntervalMs = askedInterval(answer.nextReportMs, Config.reportIntervalMinMs,
        Config.reportIntervalMaxMs) or reportIntervalMs
end

AddEventHandler('playerJoining', function()
    noteJoined(tonumber(source))
    requestReport()
end)

AddEventHandler('playerDropped', function()
    local playerId = tonumber(source)
    if playerId then
        leaving[playerId] = true
        joinedAt[playerId] = nil
        readyAt[playerId] = nil
    end
    requestReport()
end)

-- ---------------------------------------------------------------------------------------------
-- The store's commands.

local commandsIntervalMs = Config.commandsIntervalMs
local commandsProblem = nil

-- The record of a command run: its id under this prefix, the time it ran (os.time) as value.
local RAN_PREFIX = 'painel:comando:'

local function ranKey(id)
    return RAN_PREFIX .. id
end

-- Whether the player at `source` is still the one the command is for: they still have the
-- identifier the panel placed them by (FiveM may write its hex in any case).
local function stillOnline(source, wanted)
    wanted = wanted:lower()
    for _, identifier in ipairs(GetPlayerIdentifiers(tostring(source))) do
        if type(identifier) == 'string' and identifier:lower() == wanted then
            return true
        end
    end
    return false
end

-- The command's name: its first word, as the console reads the line.
local function commandName(text)
    return text:match('^%s*"([^"]+)"') or text:match('^%s*([^%s"]+)')
end

local function isRegistered(name)
    local wanted = name:lower()
    local commands = GetRegisteredCommands()
    for _, command in ipairs(type(commands) == 'table' and commands or {}) do
        if type(command) == 'table' and type(command.name) == 'string' and command.name:lower() == wanted then
            return true
        end
    end
    return false
end

-- Why the console would not run `text` for this resource, for the panel's staff; nil when it
-- would. ExecuteCommand cannot tell: it runs a command as `resource.<name>`, and prints "No such
-- command" or "Access denied for command" in the console instead of failing.
local function commandProblem(text)
    local name = commandName(text)
    if not name then
        return 'O comando está vazio.'
    end
    if not isRegistered(name) then
        return ('O comando "%s" não existe neste servidor: nenhum recurso o registrou.'):format(name)
    end
    local resource = GetCurrentResourceName()
    if not IsPrincipalAceAllowed('resource.' .. resource, 'command.' .. name) then
        return ('O recurso %s não tem permissão para o comando "%s": adicione ao server.cfg "add_ace resource.%s command.%s allow" (ou "add_ace resource.%s command allow").')
            :format(resource, name, resource, name, resource)
    end
    return nil
end

local function acknowledge(id, outcome, message)
    local payload = { outcome = outcome }
    if message then
        payload.message = message:sub(1, 500)
    end
    local result = callPanel(('%s/%s/ack'):format(COMMANDS_PATH, id), payload)
    if not result.ok then
        -- Run and recorded: given again later, it is acknowledged without running.
        log('comando %s: resultado não enviado ao painel (%s)', id, result.message)
    end
end

local function isNull(value)
    return value == nil or (json.null ~= nil and value == json.null)
end

-- Runs one command once: an id already run is only acknowledged again. A command with no
-- `source` runs whether or not its player is online (it names no one on the server).
local function runCommand(command)
    local id = nonEmptyString(command.id)
    local text = nonEmptyString(command.command)
    local offline = isNull(command.source)
    local source = tonumber(command.source)
    -- A panel older than `identifier` names the player by their Discord id only.
    local identifier = nonEmptyString(command.identifier)
    local discordId = nonEmptyString(command.discordId)
    if not identifier and discordId then
        identifier = 'discord:' .. discordId
    end
    if not id or not id:match('^%d+$') or not text or (not offline and (not source or not identifier)) then
        log('ERRO: comando do painel incompleto, ignorado')
        return
    end
    if GetResourceKvpString(ranKey(id)) then
        acknowledge(id, 'done')
        return
    end
    if not offline and not stillOnline(source, identifier) then
        acknowledge(id, 'offline')
        return
    end
    local problem = commandProblem(text)
    if problem then
        -- Nothing ran: staff may send it again from the panel once the server is fixed.
        log('comando da loja não executado ("%s"): %s', text, problem)
        acknowledge(id, 'failed', problem)
        return
    end
    -- Recorded before it runs: whatever happens next, it never runs twice.
    SetResourceKvp(ranKey(id), tostring(os.time()))
    -- What the command's own handler does with it (an error there included) is printed on the
    -- console by FiveM: ExecuteCommand returns either way, and raises only on a bad argument.
    local ok, err = pcall(ExecuteCommand, text)
    if not ok then
        DeleteResourceKvp(ranKey(id))
        log('ERRO no comando da loja "%s": %s', text, tostring(err))
        acknowledge(id, 'failed', tostring(err))
        return
    end
    if offline then
        log('comando da loja executado (sem esperar o jogador): %s', text)
    else
        log('comando da loja executado para %s (%d): %s', GetPlayerName(tostring(source)) or '?', source, text)
    end
    acknowledge(id, 'done')
end

local function takeCommands()
    local result = callPanel(COMMANDS_PATH, nil, 0)
    if not result.ok then
        -- Said once per streak; an outage by callPanel, a bad key by the players report.
        if result.failure == 'refused' and commandsProblem ~= result.message then
            log('comandos da loja não puderam ser buscados (%s)', result.message)
        end
        commandsProblem = result.message
        return
    end
    commandsProblem = nil
    local answer = result.data
    if type(answer.commands) == 'table' then
        for _, command in ipairs(answer.commands) do
            if type(command) == 'table' then
                runCommand(command)
            end
        end
    end
    commandsIntervalMs = askedInterval(answer.nextCheckMs, Config.commandsIntervalMinMs,
        Config.commandsIntervalMaxMs) or commandsIntervalMs
end

-- Forgets the commands run longer ago than Config.commandRecordDays.
local function pruneRanCommands()
    local now = os.time()
    local oldest = now - Config.commandRecordDays * 24 * 60 * 60
    local handle = StartFindKvp(RAN_PREFIX)
    if type(handle) ~= 'number' or handle < 0 then
        return
    end
    local keys = {}
    while true do
        local key = FindKvp(handle)
        if not key then
            break
        end
        keys[#keys + 1] = key
    end
    EndFindKvp(handle)
    for _, key in ipairs(keys) do
        local ranAt = tonumber(GetResourceKvpString(key))
        if not ranAt then
            -- Recorded without its time (an older version of the resource): it counts from now.
            SetResourceKvp(key, tostring(now))
        elseif ranAt < oldest then
            DeleteResourceKvp(key)
        end
    end
end

CreateThread(function()
    local s = settings()
    local problem = configProblem(s)
    if problem then
        log('ERRO: %s. Ninguém entra no servidor até isso ser corrigido.', problem)
    else
        log('verificando entradas no painel %s (se o painel cair: %s)', s.url,
            s.failOpen and 'entrada liberada' or 'entrada recusada')
        local host = s.url:match('^http://([^/:]+)')
        if host and host ~= 'localhost' and host ~= '127.0.0.1' and host ~= '[::1]' then
            log('AVISO: painel_url usa http://: a chave viaja sem criptografia. Use https://.')
        end
    end
    while true do
        local ok, err = pcall(sendReport)
        if not ok then
            log('ERRO ao conferir os jogadores online: %s', tostring(err))
        end
        -- At least a second between reports, however many players join or leave.
        Wait(Config.reportIntervalMinMs)
        sleepUntilReport(math.max(reportIntervalMs - Config.reportIntervalMinMs, 0))
    end
end)

CreateThread(function()
    while true do
        local ok, err = pcall(takeCommands)
        if not ok then
            log('ERRO ao buscar os comandos da loja: %s', tostring(err))
        end
        Wait(commandsIntervalMs)
    end
end)

CreateThread(function()
    while true do
        local ok, err = pcall(pruneRanCommands)
        if not ok then
            log('ERRO ao limpar os comandos já executados: %s', tostring(err))
        end
        Wait(Config.commandRecordPruneMs)
    end
end)
