-- Asks the community panel who may enter this server.
--
-- Every connecting player is checked with POST /api/game/v1/join (identifiers and hardware
-- tokens); a refused player reads the panel's reason on an Adaptive Card, with the request
-- code to enter in the panel when the game account is not linked yet, and may try again.
-- The players online are reported with POST /api/game/v1/players, on the interval the panel
-- answers; whoever the panel names in `drop` (blacklisted meanwhile, or no longer let in) is
-- dropped with the panel's reason.
-- The store's in-game deliveries are asked for with GET /api/game/v1/commands: each command is
-- run in the server console (ExecuteCommand) once, for a player still on the server, and
-- acknowledged with POST /api/game/v1/commands/{id}/ack (done, failed or offline). The ids run
-- are kept in the resource's KVP, so a command the panel gives again (its acknowledgement was
-- lost) is acknowledged without running twice.
--
-- The framework's user id of a player (the passport, vRP's user_id), which the panel needs to
-- write the whitelist and bans into the game's database, is told by the framework's own
-- resource with one line where it knows it, e.g. in vRP:
--   AddEventHandler('vRP:playerSpawn', function(user_id, source)
--       TriggerEvent('painel-rp:passaporte', source, user_id)
--   end)
-- and goes to the panel with the players report.
--
-- Convars (server.cfg):
--   painel_url              the panel's address, e.g. https://painel.suacomunidade.com.br
--   painel_key              the key created in the panel (Servidores de jogo); set it with `set`,
--                           never `sets`/`setr` (those publish it), and never commit it
--   painel_public_url       the address players open to link their account (default: painel_url)
--   painel_fail_open        true: let players in while the panel cannot be reached (default false)
--   painel_timeout_ms       time limit of one request (default 5000)
--   painel_retries          new attempts when the panel does not answer (default 3)
--   painel_retry_delay_ms   pause between attempts (default 2000)

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

local function settings()
    local url = (trim(GetConvar('painel_url', '')):gsub('/+$', ''))
    local publicUrl = (trim(GetConvar('painel_public_url', '')):gsub('/+$', ''))
    return {
        url = url,
        publicUrl = publicUrl ~= '' and publicUrl or url,
        key = trim(GetConvar('painel_key', '')),
        failOpen = convarBool('painel_fail_open', Config.defaults.failOpen),
        timeoutMs = convarNumber('painel_timeout_ms', Config.defaults.timeoutMs, 100),
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

local function headerValue(headers, name)
    if type(headers) ~= 'table' then
        return nil
    end
    for key, value in pairs(headers) do
        if type(key) == 'string' and key:lower() == name then
            if type(value) == 'table' then
                value = value[1]
            end
            return value
        end
    end
    return nil
end

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

-- One request (a POST of `payload`, or a GET without it), given up after the timeout
-- (PerformHttpRequest has no timeout of its own that we choose). A 2xx answer comes in `body`;
-- any other in `errorData` as "HTTP 401: <body>", with status 0 when the panel could not be
-- reached.
local function send(s, path, payload)
    local p = promise.new()
    local settled = false
    local function settle(answer)
        if not settled then
            settled = true
            p:resolve(answer)
        end
    end
    PerformHttpRequest(s.url .. path, function(status, body, headers, errorData, errorHeaders)
        local text = body
        if type(text) ~= 'string' then
            text = type(errorData) == 'string' and (errorData:gsub('^HTTP %d+:%s*', '')) or ''
        end
        settle({
            status = tonumber(status) or 0,
            data = decodeObject(text),
            headers = headers,
            errorHeaders = errorHeaders,
            errorData = errorData,
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

-- The wait a 429 asks for: its Retry-After header when the runtime gives it, else the seconds
-- in the panel's message ("Aguarde 12 segundos ...").
local function retryAfterMs(answer)
    local seconds = tonumber(headerValue(answer.headers, 'retry-after'))
        or tonumber(headerValue(answer.errorHeaders, 'retry-after'))
    if not seconds and answer.data and type(answer.data.message) == 'string' then
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
            log('%s: %s (tentativa %d de %d); tentando de novo em %d ms', path, problemText, attempt,
                attempts, waitMs)
            Wait(waitMs)
        end
    end
    return { ok = false, failure = 'down', message = problemText }
end

-- ---------------------------------------------------------------------------------------------
-- Joining.

-- { allow = true } or { allow = false, reason, requestCode?, final? }; `final`: no card to try
-- again, the connection ends with the reason.
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
        if settings().failOpen then
            log('painel fora do ar (%s): %s entra porque painel_fail_open está ligado', result.message, name)
            return { allow = true, failOpen = true }
        end
        log('painel fora do ar (%s): %s não pôde ser verificado', result.message, name)
        return { allow = false, final = true, reason = texts.panelDown }
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
    deferrals.update(texts.checking)

    local playerName = cleanName(name)
    local identifiers = playerIdentifiers(player)
    local tokens = playerTokens(player)
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
        log('%s recusado: %s', playerName, (decision.reason:gsub('%s*\n%s*', ' ')))
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
local reportFailing = nil
-- Passports the framework told, by the player's server id.
local passports = {}

local function requestReport()
    reportAgain = true
    local wake = reportWake
    if wake then
        reportWake = nil
        wake:resolve(true)
    end
end

-- A framework tells a player's passport: it goes with the next report, sent at once.
AddEventHandler('painel-rp:passaporte', function(playerId, passport)
    local id = tonumber(playerId)
    local value = tonumber(passport)
    if id and value and value >= 1 and value <= 2147483647 and value == math.floor(value) then
        passports[id] = math.floor(value)
        requestReport()
    end
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

local function sendReport()
    local players = {}
    local listed = {}
    for _, id in ipairs(GetPlayers()) do
        local playerId = tonumber(id)
        if playerId then
            listed[playerId] = true
            if not leaving[playerId] then
                players[#players + 1] = {
                    source = playerId,
                    name = cleanName(GetPlayerName(id)),
                    identifiers = playerIdentifiers(id),
                    tokens = playerTokens(id),
                    passport = passports[playerId],
                }
            end
        end
    end
    for playerId in pairs(leaving) do
        if not listed[playerId] then
            leaving[playerId] = nil
        end
    end
    for playerId in pairs(passports) do
        if not listed[playerId] then
            passports[playerId] = nil
        end
    end

    local result = callPanel(PLAYERS_PATH, { players = players }, 0)
    if not result.ok then
        -- Said once per streak of failures, not every few seconds.
        if reportFailing ~= result.message then
            reportFailing = result.message
            if result.failure == 'down' then
                log('painel fora do ar (%s); os jogadores online não puderam ser conferidos', result.message)
            else
                log('ERRO: %s', result.message)
            end
        end
        return
    end
    if reportFailing then
        log('painel de volta: %d jogador(es) online conferido(s)', #players)
        reportFailing = nil
    end

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
    requestReport()
end)

AddEventHandler('playerDropped', function()
    local playerId = tonumber(source)
    if playerId then
        leaving[playerId] = true
    end
    requestReport()
end)

-- ---------------------------------------------------------------------------------------------
-- The store's commands.

local commandsIntervalMs = Config.commandsIntervalMs
local commandsFailing = nil

local function ranKey(id)
    return 'painel:comando:' .. id
end

-- Whether the player at `source` is still the member the command is for.
local function stillOnline(source, discordId)
    local wanted = 'discord:' .. discordId
    for _, identifier in ipairs(GetPlayerIdentifiers(tostring(source))) do
        if identifier == wanted then
            return true
        end
    end
    return false
end

local function acknowledge(id, outcome, message)
    local payload = { outcome = outcome }
    if message then
        payload.message = message:sub(1, 500)
    end
    local result = callPanel(('%s/%s/ack'):format(COMMANDS_PATH, id), payload)
    if not result.ok then
        -- It was run and recorded: given again later, it is acknowledged without running.
        log('comando %s: resultado não enviado ao painel (%s)', id, result.message)
    end
end

-- Runs one command once: an id already run is only acknowledged again.
local function runCommand(command)
    local id = nonEmptyString(command.id)
    local text = nonEmptyString(command.command)
    local source = tonumber(command.source)
    local discordId = nonEmptyString(command.discordId)
    if not id or not id:match('^%d+$') or not text or not source or not discordId then
        log('ERRO: comando do painel incompleto, ignorado')
        return
    end
    if GetResourceKvpString(ranKey(id)) then
        acknowledge(id, 'done')
        return
    end
    if not stillOnline(source, discordId) then
        acknowledge(id, 'offline')
        return
    end
    -- Recorded before it runs: whatever happens next, it never runs twice.
    SetResourceKvp(ranKey(id), 'executado')
    local ok, err = pcall(ExecuteCommand, text)
    if ok then
        log('comando da loja executado para %s (%d): %s', GetPlayerName(tostring(source)) or '?', source, text)
        acknowledge(id, 'done')
    else
        -- It did not run: staff may send it again from the panel, and then it runs.
        DeleteResourceKvp(ranKey(id))
        log('ERRO no comando da loja "%s": %s', text, tostring(err))
        acknowledge(id, 'failed', tostring(err))
    end
end

local function takeCommands()
    local result = callPanel(COMMANDS_PATH, nil, 0)
    if not result.ok then
        if commandsFailing ~= result.message then
            commandsFailing = result.message
            if result.failure ~= 'misconfigured' then
                log('comandos da loja não puderam ser buscados (%s)', result.message)
            end
        end
        return
    end
    commandsFailing = nil
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
