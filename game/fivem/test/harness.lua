-- A FiveM server, as far as the painel-rp resource sees it, for plain Lua 5.4.
--
-- It loads a resource the way FiveM does (the scripts its fxmanifest.lua names, in one global
-- environment) and gives it the natives it uses: a coroutine scheduler (CreateThread, Wait,
-- SetTimeout, promise and Citizen.Await), PerformHttpRequest making real HTTP requests with
-- curl, json, convars, players with their identifiers and tokens, the playerConnecting
-- deferrals, DropPlayer and the player events, the server console (ExecuteCommand, the
-- commands registered, ACEs) and the resource's key-value store.
--
-- Where a native has a behaviour of its own, it follows FiveM's source (citizenfx/fivem), named
-- at each native: the harness is wrong wherever it differs from it.
--
-- Time is virtual: it stands still while the harness waits for a command and moves on when
-- asked to run (`runFor`), jumping to the next timer, so a test waits on events, not on the
-- clock. An HTTP request takes the real time it took: its answer arrives that much later.
--
-- Everything the resource does that can be observed is reported through `onEvent` as a table
-- (see `emit` calls): deferral updates, cards, done, HTTP calls, drops, console lines, commands
-- run, errors.

local json = require('json')

local Harness = {}
Harness.__index = Harness

-- ---------------------------------------------------------------------------------------------
-- Promises, with the part of FiveM's `promise` API a resource uses: new, resolve, reject, next,
-- and the states Citizen.Await reads (0 pending, 3 resolved, 4 rejected).

local PENDING, RESOLVED, REJECTED = 0, 3, 4

local function newPromiseLibrary(harness)
    local Promise = {}
    Promise.__index = Promise

    local function settle(self, state, value)
        if self.state ~= PENDING then
            return self
        end
        if type(value) == 'table' and rawget(value, 'next') ~= nil then
            -- FiveM's promise adopts a table with a `next` field as a promise.
            harness:emit({
                event = 'error',
                message = 'a promise was settled with a table that has a `next` field',
            })
        end
        self.state = state
        self.value = value
        local queue = self.queue
        self.queue = {}
        for _, run in ipairs(queue) do
            run()
        end
        return self
    end

    function Promise:resolve(value)
        return settle(self, RESOLVED, value)
    end

    function Promise:reject(value)
        return settle(self, REJECTED, value)
    end

    local library = {}

    function library.new()
        return setmetatable({ state = PENDING, queue = {} }, Promise)
    end

    function Promise:next(onResolved, onRejected)
        local following = library.new()
        local function run()
            local handler = self.state == RESOLVED and onResolved or onRejected
            if handler then
                local ok, value = pcall(handler, self.value)
                if ok then
                    following:resolve(value)
                else
                    following:reject(value)
                end
            elseif self.state == RESOLVED then
                following:resolve(self.value)
            else
                following:reject(self.value)
            end
        end
        if self.state == PENDING then
            table.insert(self.queue, run)
        else
            run()
        end
        return following
    end

    return library
end

-- ---------------------------------------------------------------------------------------------
-- Construction

-- options.onEvent(event): called for every observable event.
-- options.httpMaxSeconds: a safety limit of the harness (curl --max-time, default 30) for an
--   answer that started but never ends; FiveM itself has none (see `performOne`).
function Harness.new(options)
    options = options or {}
    local self = setmetatable({}, Harness)
    self.now = 0
    self.tick = 0
    self.seq = 0
    self.queue = {}
    self.pendingHttp = {}
    self.convars = {}
    -- The resource's key-value store (SetResourceKvp), kept across restarts of the resource.
    self.kvp = {}
    -- Open StartFindKvp searches, by handle (0-based, as FiveM's 64 slots).
    self.kvpFinds = {}
    self.handlers = {}
    self.players = {}
    self.bySource = {}
    self.online = {}
    self.nextTempId = 65535
    self.nextNetId = 0
    self.resourceName = options.resourceName or 'painel-rp'
    self.onEvent = options.onEvent or function() end
    self.httpMaxSeconds = options.httpMaxSeconds or 30
    -- The server's clock (os.time) at virtual time 0.
    self.epoch = os.time()
    self.promise = newPromiseLibrary(self)
    self:resetConsole()
    self.env = self:buildEnvironment()
    return self
end

function Harness:emit(event)
    event.at = self.now
    self.onEvent(event)
end

-- ---------------------------------------------------------------------------------------------
-- Scheduler

function Harness:schedule(at, item)
    self.seq = self.seq + 1
    item.at = at
    item.seq = self.seq
    table.insert(self.queue, item)
end

-- Runs `co` until it yields or ends; a yield is a request to the scheduler.
function Harness:resume(co, ...)
    local ok, request = coroutine.resume(co, ...)
    if not ok then
        self:emit({ event = 'error', message = tostring(request), traceback = debug.traceback(co) })
        return
    end
    if coroutine.status(co) ~= 'suspended' then
        return
    end
    if type(request) ~= 'table' then
        self:emit({ event = 'error', message = 'a thread yielded outside Wait or Citizen.Await' })
    elseif request.kind == 'wait' then
        self:schedule(self.now + request.ms, { co = co })
    elseif request.kind == 'await' then
        local function wake()
            self:schedule(self.now, { co = co })
        end
        request.promise:next(wake, wake)
    end
end

-- Runs `fn(...)` as a thread now, as FiveM runs event handlers and callbacks.
function Harness:runThread(fn, ...)
    self:resume(coroutine.create(fn), ...)
end

function Harness:nextDue()
    local first
    for _, item in ipairs(self.queue) do
        if not first or item.at < first.at or (item.at == first.at and item.seq < first.seq) then
            first = item
        end
    end
    return first and first.at
end

-- One scheduler tick at the current time: what was due when it began, then the HTTP requests
-- made meanwhile.
function Harness:runTick()
    self.tick = self.tick + 1
    local due, later = {}, {}
    for _, item in ipairs(self.queue) do
        if item.at <= self.now then
            table.insert(due, item)
        else
            table.insert(later, item)
        end
    end
    self.queue = later
    table.sort(due, function(a, b)
        if a.at ~= b.at then
            return a.at < b.at
        end
        return a.seq < b.seq
    end)
    for _, item in ipairs(due) do
        if item.co then
            self:resume(item.co)
        else
            item.fn()
        end
    end
    self:performHttp()
end

-- Moves time on by up to `ms`, running everything due; stops early once `stop()` is true.
-- Returns whether it stopped early.
function Harness:runFor(ms, stop)
    local target = self.now + ms
    local ticks = 0
    while true do
        self:runTick()
        ticks = ticks + 1
        if stop and stop() then
            return true
        end
        if ticks > 200000 then
            error('the resource keeps the scheduler busy without letting time pass', 0)
        end
        local nextAt = self:nextDue()
        if not nextAt or nextAt > target then
            self.now = target
            return false
        end
        if nextAt > self.now then
            self.now = nextAt
        end
    end
end

-- ---------------------------------------------------------------------------------------------
-- HTTP through curl

local function shellQuote(value)
    return "'" .. value:gsub("'", "'\\''") .. "'"
end

local function readFile(path)
    local file = io.open(path, 'rb')
    if not file then
        return ''
    end
    local content = file:read('a')
    file:close()
    return content
end

local function writeFile(path, content)
    local file = assert(io.open(path, 'wb'))
    file:write(content)
    file:close()
end

-- The headers of the last answer in a `curl -D` dump (after redirects), as FiveM gives them
-- (code/components/http-client/src/HttpClient.cpp, CurlHeaderInfo, and code/components/
-- citizen-server-impl/src/HttpScriptFunctions.cpp): a header's name as the server wrote it, its
-- value after ": ", and a name given twice with a list of its values.
local function parseHeaders(dump)
    local headers = {}
    for line in dump:gmatch('[^\r\n]*') do
        if line:match('^HTTP/') then
            headers = {}
        else
            local colon = line:find(': ', 1, true)
            if colon then
                local name, value = line:sub(1, colon - 1), line:sub(colon + 2)
                local previous = headers[name]
                if previous == nil then
                    headers[name] = value
                elseif type(previous) == 'table' then
                    table.insert(previous, value)
                else
                    headers[name] = { previous, value }
                end
            end
        end
    end
    return headers
end

local function decodeOrRaw(text)
    if type(text) ~= 'string' or text == '' then
        return text
    end
    local ok, value = pcall(json.decode, text)
    if ok then
        return value
    end
    return text
end

-- How long FiveM lets a request go without any answer before it aborts it: PerformHttpRequest
-- sets `timeoutNoResponse = 5000ms` (code/components/citizen-server-impl/src/
-- HttpScriptFunctions.cpp), and HttpClient.cpp's progress callback (CurlXferInfo) aborts the
-- transfer once that time has passed with nothing downloaded and no length announced.
Harness.httpAbortMs = 5000

-- curl_easy_strerror's texts (curl's lib/strerror.c) for the errors a request may end with.
local curlErrors = {
    [1] = 'Unsupported protocol',
    [3] = 'URL using bad/illegal format or missing URL',
    [6] = "Couldn't resolve host name",
    [7] = "Couldn't connect to server",
    [28] = 'Timeout was reached',
    [35] = 'SSL connect error',
    [42] = 'Operation was aborted by an application callback',
    [47] = 'Number of redirects hit maximum amount',
    [52] = 'Server returned nothing (no headers, no data)',
    [55] = 'Failed sending data to the peer',
    [56] = 'Failure when receiving data from the peer',
}

-- HttpClient.cpp, CurlData::HandleResult: "<curl's error buffer> - CURL error code <n> (<text>)".
local function curlFailure(message, code)
    return ('%s - CURL error code %d (%s)'):format(message, code, curlErrors[code] or 'Unknown error')
end

function Harness:performHttp()
    local pending = self.pendingHttp
    self.pendingHttp = {}
    for _, request in ipairs(pending) do
        self:performOne(request)
    end
end

-- One request through curl, as FiveM's HttpClient makes it (HttpClient.cpp, SetupCURLHandle:
-- its user agent, no certificate check, redirects followed unless asked not to), aborted like
-- FiveM's when nothing has come back after `httpAbortMs`. curl runs in the background while the
-- shell watches what it has received; --max-time is only the harness's own safety limit.
function Harness:performOne(request)
    local dataFile, headerFile, bodyFile, writtenFile, abortFile = os.tmpname(), os.tmpname(),
        os.tmpname(), os.tmpname(), os.tmpname()
    os.remove(abortFile)
    writeFile(dataFile, request.data)
    local args = {
        'curl', '-sS', '-k', '-A', shellQuote('FXServer/PerformHttpRequest'),
        '-X', shellQuote(request.method),
        '--max-time', tostring(self.httpMaxSeconds),
        '-o', shellQuote(bodyFile), '-D', shellQuote(headerFile),
        '-w', shellQuote('%{http_code} %{time_total} %{exitcode} %{errormsg}'),
    }
    if request.followLocation then
        table.insert(args, '-L')
    end
    for name, value in pairs(request.headers) do
        table.insert(args, '-H')
        table.insert(args, shellQuote(tostring(name) .. ': ' .. tostring(value)))
    end
    if request.data ~= '' then
        table.insert(args, '--data-binary')
        table.insert(args, shellQuote('@' .. dataFile))
    end
    table.insert(args, shellQuote(request.url))
    local script = table.concat({
        table.concat(args, ' ') .. ' >' .. shellQuote(writtenFile) .. ' 2>/dev/null &',
        'c=$!',
        'started=$(date +%s%N)',
        'for pause in 0.002 0.005 0.01 0.02 0.05; do kill -0 $c 2>/dev/null || break; sleep $pause; done',
        'while kill -0 $c 2>/dev/null; do',
        '  if [ $(( ($(date +%s%N) - started) / 1000000 )) -ge ' .. self.httpAbortMs .. ' ]'
            .. ' && [ ! -s ' .. shellQuote(bodyFile) .. ' ]'
            .. ' && ! grep -qi "^content-length: *[1-9]" ' .. shellQuote(headerFile) .. '; then',
        '    kill $c 2>/dev/null; : >' .. shellQuote(abortFile) .. '; break',
        '  fi',
        '  sleep 0.05',
        'done',
        'wait $c 2>/dev/null',
        'true',
    }, '\n')
    local pipe = assert(io.popen(script, 'r'))
    pipe:read('a')
    pipe:close()

    local aborted = io.open(abortFile, 'rb')
    if aborted then
        aborted:close()
    end
    local written = readFile(writtenFile)
    local code, seconds, exitCode, errorMessage = written:match('^(%d+)%s+([%d.]+)%s+(%d+)%s?(.*)$')
    local status = tonumber(code) or 0
    exitCode = tonumber(exitCode) or 0
    local elapsedMs = math.max(1, math.ceil((tonumber(seconds) or 0) * 1000))
    local body = readFile(bodyFile)
    local headers = parseHeaders(readFile(headerFile))
    for _, path in ipairs({ dataFile, headerFile, bodyFile, writtenFile, abortFile }) do
        os.remove(path)
    end

    -- What FiveM calls back with (HttpScriptFunctions.cpp, then scheduler.lua's
    -- __cfx_internal:httpResponse handler: callback(status, body, headers, errorData)):
    --   status < 400: (status, body, the answer's headers, nil)
    --   status >= 400: (status, nil, {}, "HTTP <status>: <body>"); the headers are not given
    --   no answer (no connection, aborted): (0, nil, {}, "<curl's error> - CURL error code <n> (<text>)")
    local failure
    if aborted then
        status = 0
        elapsedMs = self.httpAbortMs
        failure = curlFailure('Callback aborted', 42)
    elseif exitCode ~= 0 then
        status = 0
        failure = curlFailure(errorMessage ~= '' and errorMessage or 'CURL error', exitCode)
    end

    self:emit({
        event = 'http',
        method = request.method,
        url = request.url,
        status = status,
        ms = elapsedMs,
        request = decodeOrRaw(request.data),
        response = status ~= 0 and decodeOrRaw(body) or nil,
        error = failure,
        aborted = aborted and true or nil,
    })

    local arguments
    if failure then
        arguments = { 0, nil, {}, failure }
    elseif status >= 400 then
        arguments = { status, nil, {}, ('HTTP %d: %s'):format(status, body) }
    else
        arguments = { status, body, headers, nil }
    end
    local callback = request.callback
    self:schedule(request.at + elapsedMs, {
        fn = function()
            self:runThread(callback, table.unpack(arguments, 1, 4))
        end,
    })
end

-- ---------------------------------------------------------------------------------------------
-- Events

function Harness:trigger(eventName, source, ...)
    local handlers = self.handlers[eventName]
    if not handlers then
        return
    end
    for _, handler in ipairs(handlers) do
        local previous = self.env.source
        self.env.source = source
        self:runThread(handler, ...)
        self.env.source = previous
    end
end

-- ---------------------------------------------------------------------------------------------
-- Players

local function copyList(list)
    local copy = {}
    for index, value in ipairs(list or {}) do
        copy[index] = value
    end
    return copy
end

function Harness:playerBySource(id)
    return self.bySource[tonumber(id)]
end

-- A deferrals object that reports its calls and checks FiveM's rules: defer first, and a tick
-- between defer and any other call, and between any call and done.
function Harness:newDeferrals(player)
    local state = { deferred = false, done = false, lastTick = nil, lastCall = nil }
    player.deferral = state
    local harness = self

    local function check(name)
        if state.done then
            harness:emit({ event = 'error', player = player.key, message = name .. ' after done' })
            return false
        end
        if name ~= 'defer' and not state.deferred then
            harness:emit({ event = 'error', player = player.key, message = name .. ' before defer' })
            return false
        end
        if state.lastTick == harness.tick and (state.lastCall == 'defer' or name == 'done') then
            harness:emit({
                event = 'error',
                player = player.key,
                message = ('%s in the same tick as %s'):format(name, state.lastCall),
            })
        end
        state.lastTick = harness.tick
        state.lastCall = name
        return true
    end

    return {
        defer = function()
            if state.deferred then
                harness:emit({ event = 'error', player = player.key, message = 'defer called twice' })
                return
            end
            check('defer')
            state.deferred = true
            harness:emit({ event = 'defer', player = player.key })
        end,
        update = function(message)
            if check('update') then
                harness:emit({ event = 'update', player = player.key, message = message })
            end
        end,
        presentCard = function(card, callback)
            if not check('presentCard') then
                return
            end
            local decoded = card
            if type(card) == 'string' then
                local ok, value = pcall(json.decode, card)
                if not ok then
                    harness:emit({ event = 'error', player = player.key, message = 'card is not JSON: ' .. value })
                    return
                end
                decoded = value
            end
            local texts, code = {}, nil
            for _, block in ipairs(type(decoded) == 'table' and decoded.body or {}) do
                if block.type == 'TextBlock' then
                    table.insert(texts, block.text)
                    if block.id == 'requestCode' then
                        code = block.text
                    end
                end
            end
            local actions = {}
            for _, action in ipairs(type(decoded) == 'table' and decoded.actions or {}) do
                table.insert(actions, { title = action.title, data = action.data })
            end
            state.cardCallback = callback
            harness:emit({
                event = 'card',
                player = player.key,
                texts = texts,
                code = code or json.null,
                actions = actions,
                card = decoded,
            })
        end,
        done = function(reason)
            if not check('done') then
                return
            end
            state.done = true
            harness:finishConnection(player, reason)
        end,
        handover = function() end,
    }
end

function Harness:finishConnection(player, reason)
    if reason ~= nil then
        self:emit({ event = 'done', player = player.key, allowed = false, reason = reason })
        self.bySource[player.tempId] = nil
        return
    end
    self:emit({ event = 'done', player = player.key, allowed = true })
    -- The client then loads and joins: the player gets a server id and is online.
    self:schedule(self.now + 100, {
        fn = function()
            self.bySource[player.tempId] = nil
            self.nextNetId = self.nextNetId + 1
            player.netId = self.nextNetId
            self.bySource[player.netId] = player
            table.insert(self.online, player)
            self:emit({ event = 'joined', player = player.key, source = player.netId })
            self:trigger('playerJoining', player.netId, tostring(player.tempId))
        end,
    })
end

-- A player starts connecting: playerConnecting with a temporary id and deferrals.
function Harness:connect(spec)
    local player = {
        key = spec.player,
        name = spec.name or spec.player,
        identifiers = copyList(spec.identifiers),
        tokens = copyList(spec.tokens),
    }
    self.players[spec.player] = player
    self.tick = self.tick + 1
    self.nextTempId = self.nextTempId + 1
    player.tempId = self.nextTempId
    self.bySource[player.tempId] = player
    self:emit({ event = 'connecting', player = player.key, source = player.tempId })
    local deferrals = self:newDeferrals(player)
    local function setKickReason(reason)
        player.kickReason = reason
    end
    self:trigger('playerConnecting', player.tempId, player.name, setKickReason, deferrals)
    if not player.deferral.deferred and not player.deferral.done then
        player.deferral.done = true
        self:finishConnection(player, player.kickReason)
    end
end

-- The player answers the card on screen with `action` (the button's data.action).
function Harness:answerCard(key, action)
    local player = self.players[key]
    local callback = player and player.deferral and player.deferral.cardCallback
    if not callback then
        error(('player %s has no card to answer'):format(tostring(key)), 0)
    end
    player.deferral.cardCallback = nil
    self.tick = self.tick + 1
    local data = { action = action }
    self:emit({ event = 'cardAnswer', player = key, action = action })
    self:runThread(callback, data, json.encode(data))
end

local function removeOnline(self, player)
    for index, online in ipairs(self.online) do
        if online == player then
            table.remove(self.online, index)
            break
        end
    end
    self.bySource[player.netId] = nil
end

-- The player leaves (or is dropped): playerDropped on the next tick.
function Harness:leave(player, reason, eventName)
    removeOnline(self, player)
    local source = player.netId
    player.netId = nil
    self:emit({ event = eventName, player = player.key, source = source, reason = reason })
    self:schedule(self.now, {
        fn = function()
            self:trigger('playerDropped', source, reason)
        end,
    })
end

function Harness:quit(key)
    local player = self.players[key]
    if not player or not player.netId then
        error(('player %s is not online'):format(tostring(key)), 0)
    end
    self.tick = self.tick + 1
    self:leave(player, 'Exiting', 'left')
end

-- ---------------------------------------------------------------------------------------------
-- The server console: commands and ACEs
--
-- As citizenfx/fivem code/client/citicore/se/Security.cpp: an ACE gives a principal (e.g.
-- `resource.painel-rp`, `system.console`, `builtin.everyone`) `allow` or `deny` on an object
-- (e.g. `command.vip`); names are compared in lower case; a check holds for the principal, the
-- principals it inherits (`add_principal`) and `builtin.everyone`, on the object and each of
-- its parents (`command.vip` -> `command`); a `deny` wins over any `allow`. Out of the box only
-- `system.console` holds `command`.

function Harness:resetConsole()
    self.aces = {}
    self.principalParents = {}
    -- Registered commands by lower-case name (FiveM's command table ignores case).
    self.commands = {}
    self:addAce('system.console', 'command', 'allow')
    -- What a server has before any resource of the test: FXServer's own commands (resource
    -- "internal": code/components/citizen-server-impl/src/ServerResources.cpp, with the arity
    -- of their handler) and `say` of the stock `chat` resource (citizenfx/cfx-server-data,
    -- resources/[gameplay]/chat/sv_chat.lua: RegisterCommand('say', ...), not restricted).
    for _, command in ipairs({
        { name = 'ensure', arity = 1 },
        { name = 'restart', arity = 1 },
        { name = 'start', arity = 1 },
        { name = 'stop', arity = 1 },
        { name = 'refresh', arity = 0 },
    }) do
        self.commands[command.name] = { name = command.name, resource = 'internal', arity = command.arity }
    end
    self:registerCommand({ name = 'say', resource = 'chat', restricted = false })
end

function Harness:addAce(principal, object, access)
    table.insert(self.aces, { principal = principal:lower(), object = object:lower(), access = access })
end

function Harness:removeAce(principal, object, access)
    principal, object = principal:lower(), object:lower()
    for index = #self.aces, 1, -1 do
        local ace = self.aces[index]
        if ace.principal == principal and ace.object == object and ace.access == access then
            table.remove(self.aces, index)
        end
    end
end

-- Security.cpp, Context::CheckPrivilege(principal, object).
function Harness:isAceAllowed(principal, object)
    local principals = { [principal:lower()] = true, ['builtin.everyone'] = true }
    local function inherit(child)
        for _, link in ipairs(self.principalParents) do
            if link.child == child and not principals[link.parent] then
                principals[link.parent] = true
                inherit(link.parent)
            end
        end
    end
    inherit(principal:lower())
    local objects = { [object:lower()] = true }
    local parent = object:lower()
    while parent:find('.', 1, true) do
        parent = parent:match('^(.*)%.[^.]*$')
        objects[parent] = true
    end
    local allowed = false
    for _, ace in ipairs(self.aces) do
        if objects[ace.object] and principals[ace.principal] then
            if ace.access == 'deny' then
                return false
            end
            allowed = true
        end
    end
    return allowed
end

-- Another resource's RegisterCommand (citizenfx/fivem code/components/citizen-scripting-core/
-- src/ResourceScriptFunctions.cpp, REGISTER_COMMAND): the owning resource gets its command's
-- ACE, and so does `builtin.everyone` unless the command is restricted. A name registered
-- already only gets the new handler. spec: { name, resource, restricted, error } (`error`: the
-- handler raises it when run).
function Harness:registerCommand(spec)
    local key = spec.name:lower()
    local existing = self.commands[key]
    if existing then
        existing.error = spec.error
        return
    end
    self.commands[key] = { name = spec.name, resource = spec.resource, arity = -1, error = spec.error }
    self:addAce('resource.' .. spec.resource, 'command.' .. spec.name, 'allow')
    if not spec.restricted then
        self:addAce('builtin.everyone', 'command.' .. spec.name, 'allow')
    end
end

function Harness:consoleLine(channel, text)
    self:emit({ event = 'console', channel = channel, text = text })
end

-- The security commands of server.cfg, in FXServer's default console context (Security.cpp,
-- seGetCurrentContext): reached when no registered command has the name, and not listed by
-- GetRegisteredCommands, which reads the server's own context. Each takes exactly `arity` words.
local securityCommands = {}

local function changesOwnAccess(self, principals, principal)
    for _, own in ipairs(principals) do
        if own == principal:lower() then
            self:consoleLine('security', 'Changing ones own access is not permitted.')
            return true
        end
    end
    return false
end

securityCommands.add_ace = { arity = 3, run = function(self, principals, args)
    if args[3] ~= 'allow' and args[3] ~= 'deny' then
        self:consoleLine('security', "Access type needs to be 'allow' or 'deny'.")
    elseif not changesOwnAccess(self, principals, args[1]) then
        self:addAce(args[1], args[2], args[3])
    end
end }

securityCommands.remove_ace = { arity = 3, run = function(self, principals, args)
    if args[3] ~= 'allow' and args[3] ~= 'deny' then
        self:consoleLine('security', "Access type needs to be 'allow' or 'deny'.")
    elseif not changesOwnAccess(self, principals, args[1]) then
        self:removeAce(args[1], args[2], args[3])
    end
end }

securityCommands.add_principal = { arity = 2, run = function(self, _, args)
    table.insert(self.principalParents, { child = args[1]:lower(), parent = args[2]:lower() })
end }

securityCommands.remove_principal = { arity = 2, run = function(self, _, args)
    for index = #self.principalParents, 1, -1 do
        local link = self.principalParents[index]
        if link.child == args[1]:lower() and link.parent == args[2]:lower() then
            table.remove(self.principalParents, index)
        end
    end
end }

securityCommands.test_ace = { arity = 2, run = function(self, _, args)
    self:consoleLine('security', ('%s -> %s = %s'):format(args[1]:lower(), args[2]:lower(),
        tostring(self:isAceAllowed(args[1], args[2]))))
end }

-- The words of a command line, as console::Tokenize reads them: split on blanks, a double-quoted
-- part is one word.
local function tokenize(line)
    local words = {}
    local position = 1
    while true do
        local start = line:find('%S', position)
        if not start then
            break
        end
        if line:sub(start, start) == '"' then
            local close = line:find('"', start + 1, true)
            table.insert(words, line:sub(start + 1, (close or #line + 1) - 1))
            position = (close or #line) + 1
        else
            local finish = line:find('%s', start) or #line + 1
            table.insert(words, line:sub(start, finish - 1))
            position = finish
        end
    end
    return words
end

-- Runs a console line with `principals` (a list, as the principal stack holds them): citizenfx/
-- fivem code/client/citicore/console/Console.Commands.cpp, ConsoleCommandManager::InvokeDirect.
-- Nothing is raised to the caller: an unknown command prints "No such command <name>.", one the
-- principals may not run prints "Access denied for command <name>.", and a handler that fails
-- prints its error (the Lua runtime's call-reference routine, data/shared/citizen/scripting/lua/
-- scheduler.lua, traces it and returns).
function Harness:invokeCommand(line, principals)
    local words = tokenize(line)
    if #words == 0 then
        return
    end
    local name = table.remove(words, 1)
    local function allowed()
        for _, principal in ipairs(principals) do
            if self:isAceAllowed(principal, 'command.' .. name) then
                return true
            end
        end
        return false
    end
    local command = self.commands[name:lower()]
    if not command then
        local security = securityCommands[name:lower()]
        if not security then
            -- (The server's `rconCommand` fallback is not modelled: no resource here handles it.)
            self:consoleLine('cmd', ('No such command %s.'):format(name))
            return
        end
        if not allowed() then
            self:consoleLine('cmd', ('Access denied for command %s.'):format(name))
            return
        end
        if #words ~= security.arity then
            -- Console.Commands.h, ConsoleCommandFunction::Call.
            self:consoleLine('cmd', ('Argument count mismatch (passed %d, wanted %d)'):format(#words,
                security.arity))
            return
        end
        security.run(self, principals, words)
        return
    end
    if not allowed() then
        self:consoleLine('cmd', ('Access denied for command %s.'):format(name))
        return
    end
    self:emit({
        event = 'command',
        command = line,
        name = command.name,
        resource = command.resource,
        by = principals[1],
        error = command.error,
    })
    if command.error then
        self:consoleLine('script:' .. command.resource, ('^1SCRIPT ERROR: @%s/server.lua:1: %s^7'):format(
            command.resource, command.error))
    end
end

-- ---------------------------------------------------------------------------------------------
-- The natives

function Harness:buildEnvironment()
    local harness = self
    local env = {}
    for _, name in ipairs({
        'assert', 'error', 'ipairs', 'next', 'pairs', 'pcall', 'select', 'tonumber', 'tostring',
        'type', 'xpcall', 'rawequal', 'rawget', 'rawset', 'rawlen', 'setmetatable', 'getmetatable',
        'load', '_VERSION',
    }) do
        env[name] = _G[name]
    end
    env.string, env.table, env.math, env.utf8, env.coroutine = string, table, math, utf8, coroutine
    -- The server's clock follows the virtual time.
    local function time(t)
        if t ~= nil then
            return os.time(t)
        end
        return harness.epoch + math.floor(harness.now / 1000)
    end
    env.os = {
        time = time,
        clock = os.clock,
        date = function(format, t)
            return os.date(format, t or time())
        end,
        difftime = os.difftime,
    }
    -- GetGameTimer: the server's game timer in milliseconds (citizenfx/fivem,
    -- ext/native-decls/GetGameTimer.md), an integer that only grows: the virtual time.
    env.GetGameTimer = function()
        return math.floor(harness.now)
    end
    env._G = env

    env.print = function(...)
        local parts = {}
        for index = 1, select('#', ...) do
            parts[index] = tostring((select(index, ...)))
        end
        harness:emit({ event = 'print', text = table.concat(parts, '\t') })
    end

    env.json = { encode = json.encode, decode = json.decode, null = json.null }
    env.promise = self.promise

    local function Wait(ms)
        local _, main = coroutine.running()
        if main then
            error('Wait can only be called from a thread (CreateThread, SetTimeout, an event)', 2)
        end
        coroutine.yield({ kind = 'wait', ms = math.max(0, math.floor(tonumber(ms) or 0)) })
    end
    local function CreateThread(fn)
        harness:schedule(harness.now, { co = coroutine.create(fn) })
    end
    local function SetTimeout(ms, fn)
        harness:schedule(harness.now + math.max(0, math.floor(tonumber(ms) or 0)),
            { co = coroutine.create(fn) })
    end
    local function Await(p)
        local _, main = coroutine.running()
        if main then
            error('Citizen.Await can only be called from a thread', 2)
        end
        if p.state == PENDING then
            coroutine.yield({ kind = 'await', promise = p })
        end
        if p.state == REJECTED then
            error(p.value, 2)
        end
        return p.value
    end
    env.Citizen = {
        Wait = Wait,
        CreateThread = CreateThread,
        CreateThreadNow = function(fn)
            harness:runThread(fn)
        end,
        SetTimeout = SetTimeout,
        Await = Await,
        Trace = function(text)
            harness:emit({ event = 'print', text = tostring(text) })
        end,
    }
    env.Wait, env.CreateThread, env.SetTimeout = Wait, CreateThread, SetTimeout

    env.IsDuplicityVersion = function()
        return true
    end
    env.GetCurrentResourceName = function()
        return harness.resourceName
    end
    env.GetConvar = function(name, default)
        if type(name) ~= 'string' or type(default) ~= 'string' then
            error('GetConvar(name, default) takes two strings', 2)
        end
        local value = harness.convars[name]
        if value == nil then
            return default
        end
        return tostring(value)
    end
    env.AddEventHandler = function(eventName, handler)
        harness.handlers[eventName] = harness.handlers[eventName] or {}
        table.insert(harness.handlers[eventName], handler)
        return { key = #harness.handlers[eventName], name = eventName }
    end

    -- PerformHttpRequest as data/shared/citizen/scripting/lua/scheduler.lua defines it: redirects
    -- followed unless options.followLocation is false; the callback runs on a later tick with
    -- FiveM's four arguments (see `performOne`).
    env.PerformHttpRequest = function(url, callback, method, data, headers, options)
        if type(url) ~= 'string' or type(callback) ~= 'function' then
            error('PerformHttpRequest(url, callback, method, data, headers) needs a URL and a callback', 2)
        end
        if data ~= nil and type(data) ~= 'string' then
            error('PerformHttpRequest: data must be a string', 2)
        end
        local followLocation = true
        if type(options) == 'table' and options.followLocation ~= nil then
            followLocation = options.followLocation
        end
        table.insert(harness.pendingHttp, {
            url = url,
            callback = callback,
            method = method or 'GET',
            data = data or '',
            headers = type(headers) == 'table' and headers or {},
            followLocation = followLocation,
            at = harness.now,
        })
    end

    -- EXECUTE_COMMAND (citizen-scripting-core/src/ResourceScriptFunctions.cpp): the line runs at
    -- once under the principal `resource.<name>`, and never raises (see `invokeCommand`).
    env.ExecuteCommand = function(command)
        if type(command) ~= 'string' then
            error('ExecuteCommand(commandString) takes a string', 2)
        end
        harness:invokeCommand(command, { 'resource.' .. harness.resourceName })
    end
    -- GET_REGISTERED_COMMANDS (same file): { name, resource, arity } of every command of the
    -- server's console, in the command table's order (names compared ignoring case).
    env.GetRegisteredCommands = function()
        local names = {}
        for key in pairs(harness.commands) do
            table.insert(names, key)
        end
        table.sort(names)
        local list = {}
        for _, key in ipairs(names) do
            local command = harness.commands[key]
            table.insert(list, { name = command.name, resource = command.resource, arity = command.arity })
        end
        return list
    end
    -- IS_PRINCIPAL_ACE_ALLOWED (same file): the check for that principal alone.
    env.IsPrincipalAceAllowed = function(principal, object)
        if type(principal) ~= 'string' or type(object) ~= 'string' then
            error('IsPrincipalAceAllowed(principal, object) takes two strings', 2)
        end
        return harness:isAceAllowed(principal, object)
    end

    -- The resource's KVP, as citizen-server-impl/src/ServerKVScriptFunctions.cpp keeps it.
    env.SetResourceKvp = function(key, value)
        if type(key) ~= 'string' or type(value) ~= 'string' then
            error('SetResourceKvp(key, value) takes two strings', 2)
        end
        harness.kvp[key] = value
    end
    env.GetResourceKvpString = function(key)
        if type(key) ~= 'string' then
            error('GetResourceKvpString(key) takes a string', 2)
        end
        return harness.kvp[key]
    end
    env.DeleteResourceKvp = function(key)
        if type(key) ~= 'string' then
            error('DeleteResourceKvp(key) takes a string', 2)
        end
        harness.kvp[key] = nil
    end
    -- START_FIND_KVP: a handle (one of 64; -1 when all are open) on the keys that start with
    -- `prefix`, in key order, as they were when the search started (a RocksDB iterator reads a
    -- snapshot, so keys deleted meanwhile still come). FIND_KVP gives the next key or nil;
    -- END_FIND_KVP frees the handle.
    env.StartFindKvp = function(prefix)
        if type(prefix) ~= 'string' then
            error('StartFindKvp(prefix) takes a string', 2)
        end
        for handle = 0, 63 do
            if not harness.kvpFinds[handle] then
                local keys = {}
                for key in pairs(harness.kvp) do
                    if key:sub(1, #prefix) == prefix then
                        table.insert(keys, key)
                    end
                end
                table.sort(keys)
                harness.kvpFinds[handle] = { keys = keys, next = 1 }
                return handle
            end
        end
        return -1
    end
    env.FindKvp = function(handle)
        if math.type(handle) ~= 'integer' or handle < 0 or handle > 63 then
            return nil
        end
        local find = harness.kvpFinds[handle]
        if not find then
            -- FiveM reads a handle never started through a null iterator: the server crashes.
            error('FindKvp on a handle that StartFindKvp did not give', 2)
        end
        local key = find.keys[find.next]
        if key then
            find.next = find.next + 1
        end
        return key
    end
    env.EndFindKvp = function(handle)
        if math.type(handle) == 'integer' then
            harness.kvpFinds[handle] = nil
        end
    end

    env.GetPlayers = function()
        local list = {}
        for _, player in ipairs(harness.online) do
            table.insert(list, tostring(player.netId))
        end
        return list
    end
    env.GetPlayerName = function(id)
        local player = harness:playerBySource(id)
        return player and player.name or nil
    end
    env.GetNumPlayerIdentifiers = function(id)
        local player = harness:playerBySource(id)
        return player and #player.identifiers or 0
    end
    env.GetPlayerIdentifier = function(id, index)
        local player = harness:playerBySource(id)
        return player and player.identifiers[index + 1] or nil
    end
    env.GetPlayerIdentifiers = function(id)
        local player = harness:playerBySource(id)
        return player and copyList(player.identifiers) or {}
    end
    env.GetNumPlayerTokens = function(id)
        local player = harness:playerBySource(id)
        return player and #player.tokens or 0
    end
    env.GetPlayerToken = function(id, index)
        local player = harness:playerBySource(id)
        return player and player.tokens[index + 1] or nil
    end
    env.GetPlayerTokens = function(id)
        local player = harness:playerBySource(id)
        return player and copyList(player.tokens) or {}
    end
    env.DropPlayer = function(id, reason)
        if type(id) ~= 'string' then
            error('DropPlayer(playerSrc, reason): playerSrc is a string', 2)
        end
        local player = harness:playerBySource(id)
        if not player or player.netId ~= tonumber(id) then
            harness:emit({ event = 'dropUnknown', source = tonumber(id), reason = reason })
            return
        end
        harness:leave(player, reason, 'dropped')
    end
    return env
end

-- ---------------------------------------------------------------------------------------------
-- Loading a resource

-- The scripts a server loads from fxmanifest.lua: shared ones, then server ones.
function Harness:readManifest(dir)
    local manifest = { shared = {}, server = {}, values = {} }
    local menv = setmetatable({}, {
        __index = function(_, directive)
            return function(value)
                local list
                if directive == 'shared_script' or directive == 'shared_scripts' then
                    list = manifest.shared
                elseif directive == 'server_script' or directive == 'server_scripts' then
                    list = manifest.server
                end
                if list then
                    for _, file in ipairs(type(value) == 'table' and value or { value }) do
                        table.insert(list, file)
                    end
                else
                    manifest.values[directive] = value
                end
                return function() end
            end
        end,
    })
    local chunk = assert(loadfile(dir .. '/fxmanifest.lua', 't', menv))
    chunk()
    return manifest
end

function Harness:loadChunk(code, chunkName)
    local chunk, err = load(code, chunkName, 't', self.env)
    if not chunk then
        error(err, 0)
    end
    -- A resource's scripts run outside any thread, as in FiveM (Wait there is an error).
    local ok, runError = xpcall(chunk, debug.traceback)
    if not ok then
        self:emit({ event = 'error', message = tostring(runError) })
    end
end

function Harness:loadResource(dir)
    local manifest = self:readManifest(dir)
    local values = manifest.values
    if values.fx_version ~= 'cerulean' or values.game ~= 'gta5' or values.lua54 ~= 'yes' then
        error("fxmanifest.lua must declare fx_version 'cerulean', game 'gta5' and lua54 'yes'", 0)
    end
    local files = {}
    for _, file in ipairs(manifest.shared) do
        table.insert(files, file)
    end
    for _, file in ipairs(manifest.server) do
        table.insert(files, file)
    end
    for _, file in ipairs(files) do
        self:loadChunk(readFile(dir .. '/' .. file), '@' .. self.resourceName .. '/' .. file)
    end
    self:emit({ event = 'started', resource = self.resourceName, scripts = files })
end

Harness.json = json
return Harness
