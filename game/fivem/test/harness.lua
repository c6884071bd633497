-- A FiveM server, as far as the painel-rp resource sees it, for plain Lua 5.4.
--
-- It loads a resource the way FiveM does (the scripts its fxmanifest.lua names, in one global
-- environment) and gives it the natives it uses: a coroutine scheduler (CreateThread, Wait,
-- SetTimeout, promise and Citizen.Await), PerformHttpRequest making real HTTP requests with
-- curl, json, convars, players with their identifiers and tokens, the playerConnecting
-- deferrals, DropPlayer and the player events.
--
-- Time is virtual: it stands still while the harness waits for a command and moves on when
-- asked to run (`runFor`), jumping to the next timer, so a test waits on events, not on the
-- clock. An HTTP request takes the real time it took: its answer arrives that much later.
--
-- Everything the resource does that can be observed is reported through `onEvent` as a table
-- (see `emit` calls): deferral updates, cards, done, HTTP calls, drops, console lines, errors.

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
-- options.httpMaxSeconds: the longest a request may take before curl gives up (default 30).
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
    self.handlers = {}
    self.players = {}
    self.bySource = {}
    self.online = {}
    self.nextTempId = 65535
    self.nextNetId = 0
    self.resourceName = options.resourceName or 'painel-rp'
    self.onEvent = options.onEvent or function() end
    self.httpMaxSeconds = options.httpMaxSeconds or 30
    self.promise = newPromiseLibrary(self)
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

-- The headers of the last answer in a `curl -D` dump (after redirects), keys in lower case.
local function parseHeaders(dump)
    local headers = {}
    for line in dump:gmatch('[^\r\n]*') do
        if line:match('^HTTP/') then
            headers = {}
        else
            local name, value = line:match('^([^:%s]+):%s*(.-)%s*$')
            if name then
                headers[name:lower()] = value
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

function Harness:performHttp()
    local pending = self.pendingHttp
    self.pendingHttp = {}
    for _, request in ipairs(pending) do
        self:performOne(request)
    end
end

function Harness:performOne(request)
    local dataFile, headerFile, bodyFile, errorFile = os.tmpname(), os.tmpname(), os.tmpname(),
        os.tmpname()
    writeFile(dataFile, request.data)
    local args = {
        'curl', '-sS', '-X', shellQuote(request.method),
        '--max-time', tostring(self.httpMaxSeconds),
        '-o', shellQuote(bodyFile), '-D', shellQuote(headerFile),
        '-w', shellQuote('%{http_code} %{time_total}'),
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
    local command = table.concat(args, ' ') .. ' 2>' .. shellQuote(errorFile)

    local pipe = assert(io.popen(command, 'r'))
    local written = pipe:read('a')
    pipe:close()
    local code, seconds = written:match('(%d+)%s+([%d.]+)')
    local status = tonumber(code) or 0
    local elapsedMs = math.max(1, math.ceil((tonumber(seconds) or 0) * 1000))
    local body = readFile(bodyFile)
    local headers = parseHeaders(readFile(headerFile))
    local curlError = readFile(errorFile):gsub('^curl: %(%d+%)%s*', ''):gsub('%s+$', '')
    for _, path in ipairs({ dataFile, headerFile, bodyFile, errorFile }) do
        os.remove(path)
    end

    self:emit({
        event = 'http',
        method = request.method,
        url = request.url,
        status = status,
        ms = elapsedMs,
        request = decodeOrRaw(request.data),
        response = status ~= 0 and decodeOrRaw(body) or nil,
        error = status == 0 and curlError or nil,
    })

    -- As FiveM calls back: a 2xx/3xx answer in `body` with its headers; any other, and a
    -- request that got no answer (status 0), in `errorData`, without headers.
    local callback = request.callback
    local arguments
    if status >= 200 and status < 400 then
        arguments = { status, body, headers, nil }
    elseif status == 0 then
        arguments = { 0, nil, {}, curlError ~= '' and curlError or 'Failure handling HTTP request' }
    else
        arguments = { status, nil, {}, ('HTTP %d: %s'):format(status, body) }
    end
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
    env.os = { time = os.time, clock = os.clock, date = os.date, difftime = os.difftime }
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

    -- The server console: a command run is reported, and `failCommands` names commands that
    -- throw (a resource's command handler erroring), by their first word.
    env.ExecuteCommand = function(command)
        if type(command) ~= 'string' then
            error('ExecuteCommand(commandString) takes a string', 2)
        end
        harness:emit({ event = 'command', command = command })
        local first = command:match('^(%S+)')
        if first and harness.failCommands and harness.failCommands[first] then
            error(harness.failCommands[first], 0)
        end
    end
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
        harness.kvp[key] = nil
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
