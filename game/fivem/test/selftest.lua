-- Checks the harness itself: its JSON, its scheduler and promises, its deferral rules, its
-- console (ExecuteCommand, ACEs, registered commands), its KVP searches and its HTTP as FiveM
-- calls back.
-- lua5.4 game/fivem/test/selftest.lua [probe-url] prints "ok" and exits 0, or names the
-- failures. probe-url: a server answering /ok (200, a header given twice), /limited (429 with
-- Retry-After) and /hang (never): without it, those HTTP checks are skipped and said so.

local dir = (arg and arg[0] or ''):match('^(.*)/[^/]*$') or '.'
package.path = dir .. '/?.lua;' .. package.path

local Harness = require('harness')
local json = Harness.json

local failures = 0
local function check(name, condition, detail)
    if not condition then
        failures = failures + 1
        io.stderr:write(('FAIL %s%s\n'):format(name, detail and (': ' .. tostring(detail)) or ''))
    end
end

local function same(a, b)
    if type(a) ~= type(b) then
        return false
    end
    if type(a) ~= 'table' then
        return a == b and math.type(a) == math.type(b)
    end
    for key, value in pairs(a) do
        if not same(value, b[key]) then
            return false
        end
    end
    for key in pairs(b) do
        if a[key] == nil then
            return false
        end
    end
    return true
end

-- ---------------------------------------------------------------------------------------------
-- JSON

check('encode scalars', json.encode({ 1, 2.5, 'a', true, false }) == '[1,2.5,"a",true,false]')
check('encode integral float as integer', json.encode(5000.0) == '5000')
check('encode empty table as array', json.encode({ players = {} }) == '{"players":[]}')
check('encode object with sorted keys', json.encode({ b = 1, a = { c = 'x' } }) == '{"a":{"c":"x"},"b":1}')
check('encode escapes', json.encode('a"b\\c\n\t\1') == '"a\\"b\\\\c\\n\\t\\u0001"', json.encode('a"b\\c\n\t\1'))
check('encode keeps UTF-8', json.encode('Não ção 🙂') == '"Não ção 🙂"')
check('encode null', json.encode({ json.null }) == '[null]')
check('encode refuses functions', not pcall(json.encode, { print }))
check('encode refuses cycles', not pcall(function()
    local t = {}
    t.self = t
    return json.encode(t)
end))
check('encode refuses NaN', not pcall(json.encode, 0 / 0))

local decoded = json.decode(' {"a":[1,-2,3.5,1e3,"x\\u00e7\\ud83d\\ude42\\n"],"b":{"c":null,"d":true},"e":""} ')
check('decode object', same(decoded, {
    a = { 1, -2, 3.5, 1000.0, 'xç🙂\n' },
    b = { c = json.null, d = true },
    e = '',
}), json.encode(decoded))
check('decode integers stay integers', math.type(json.decode('[5000]')[1]) == 'integer')
check('decode floats', math.type(json.decode('[1.0]')[1]) == 'float')
check('decode empty containers', same(json.decode('{"a":[],"b":{}}'), { a = {}, b = {} }))
for _, bad in ipairs({ '', '{', '[1,]', '{"a":1,}', '01', '1.', '"\\x"', 'nul', '[1] 2', '"a\nb"', '"\\ud800"', "{'a':1}" }) do
    check('decode refuses ' .. bad, not pcall(json.decode, bad))
end
local roundTrip = { name = 'Jogador "Um"', identifiers = { 'license:abc', 'ip:127.0.0.1' }, tokens = {}, n = 65535 }
check('round trip', same(json.decode(json.encode(roundTrip)), roundTrip))

-- ---------------------------------------------------------------------------------------------
-- Scheduler, promises, events

local events = {}
local harness = Harness.new({
    onEvent = function(event)
        table.insert(events, event)
    end,
})

local function printed()
    local lines = {}
    for _, event in ipairs(events) do
        if event.event == 'print' then
            table.insert(lines, event.text)
        end
    end
    return table.concat(lines, ',')
end

local function errors()
    local list = {}
    for _, event in ipairs(events) do
        if event.event == 'error' then
            table.insert(list, event.message)
        end
    end
    return list
end

harness:loadChunk([[
    print('top')
    CreateThread(function()
        print('thread')
        Wait(0)
        print('tick')
        Wait(100)
        print('100')
    end)
    SetTimeout(50, function() print('timeout50') end)
    Citizen.CreateThread(function()
        local p = promise.new()
        SetTimeout(200, function() p:resolve('v') p:resolve('ignored') end)
        print('await=' .. Citizen.Await(p))
        local failed = promise.new()
        failed:reject('boom')
        local ok, err = pcall(Citizen.Await, failed)
        print('rejected=' .. tostring(not ok) .. ':' .. tostring(err))
    end)
    local ok = pcall(Wait, 0)
    print('top wait refused=' .. tostring(not ok))
]], '@selftest/order.lua')

check('top level runs at load', printed() == 'top,top wait refused=true', printed())
harness:runTick()
check('threads start on the next tick', printed():match('thread$') and not printed():match('tick'), printed())
harness:runFor(1000)
check('order of waits, timeouts and await',
    printed() == 'top,top wait refused=true,thread,tick,timeout50,100,await=v,rejected=true:boom', printed())
check('time moved to the target', harness.now == 1000, harness.now)
check('no errors', #errors() == 0, table.concat(errors(), '; '))

-- A thread that fails is reported, and the others go on.
events = {}
harness:loadChunk([[
    CreateThread(function() error('falhou') end)
    CreateThread(function() Wait(10) print('still here') end)
]], '@selftest/error.lua')
harness:runFor(100)
check('thread error reported', #errors() == 1 and errors()[1]:match('falhou'), table.concat(errors(), '; '))
check('other threads go on', printed() == 'still here', printed())

-- Events get `source` while their handler starts; deferrals follow FiveM's rules.
events = {}
harness:loadChunk([[
    AddEventHandler('playerConnecting', function(name, setKickReason, deferrals)
        local player = source
        deferrals.defer()
        if name == 'Apressado' then
            deferrals.update('cedo demais')
        end
        Wait(0)
        deferrals.update('ok ' .. player .. ' ' .. GetPlayerName(player) .. ' ' .. #GetPlayerIdentifiers(player)
            .. ' ' .. GetNumPlayerTokens(player) .. ' ' .. GetPlayerToken(player, 0))
        Wait(0)
        if name == 'Recusado' then
            deferrals.presentCard({ type = 'AdaptiveCard', body = {
                { type = 'TextBlock', text = 'Não' },
                { type = 'TextBlock', id = 'requestCode', text = 'ABCDE' },
            } }, function(data) deferrals.done('saiu: ' .. data.action) end)
        else
            deferrals.done()
        end
    end)
    AddEventHandler('playerJoining', function(oldId) print('joining ' .. source .. ' from ' .. oldId) end)
    AddEventHandler('playerDropped', function(reason) print('dropped ' .. source .. ' ' .. reason) end)
]], '@selftest/connect.lua')

local function eventsOf(kind, player)
    local list = {}
    for _, event in ipairs(events) do
        if event.event == kind and (not player or event.player == player) then
            table.insert(list, event)
        end
    end
    return list
end

harness:connect({ player = 'a', name = 'Aceito', identifiers = { 'license:1', 'steam:2' }, tokens = { '3:abcdef0123456789' } })
harness:runFor(1000)
local update = eventsOf('update', 'a')[1]
check('update with the player data', update and update.message == 'ok 65536 Aceito 2 1 3:abcdef0123456789', update and update.message)
local done = eventsOf('done', 'a')[1]
check('allowed', done and done.allowed == true)
local joined = eventsOf('joined', 'a')[1]
check('joined with a server id', joined and joined.source == 1)
check('playerJoining with source and old id', printed():match('joining 1 from 65536'), printed())
harness:runThread(function()
    harness.env.DropPlayer('1', 'Motivo')
end)
harness:runFor(10)
check('dropped', eventsOf('dropped', 'a')[1] and eventsOf('dropped', 'a')[1].reason == 'Motivo')
check('playerDropped', printed():match('dropped 1 Motivo'), printed())
check('no errors so far', #errors() == 0, table.concat(errors(), '; '))

harness:connect({ player = 'b', name = 'Recusado', identifiers = {}, tokens = { '2:00' } })
harness:runFor(1000)
local card = eventsOf('card', 'b')[1]
check('card with texts and code', card and card.code == 'ABCDE' and card.texts[1] == 'Não')
harness:answerCard('b', 'quit')
harness:runFor(10)
done = eventsOf('done', 'b')[1]
check('refused after the card', done and done.allowed == false and done.reason == 'saiu: quit')
check('not joined', #eventsOf('joined', 'b') == 0)

harness:connect({ player = 'c', name = 'Apressado', identifiers = {}, tokens = { '1:0000' } })
harness:runFor(1000)
check('a deferral call in the tick of defer is an error', #errors() == 1 and errors()[1]:match('same tick'),
    table.concat(errors(), '; '))

-- HTTP to a closed port: status 0, no body, the error in errorData, later than now.
events = {}
harness:loadChunk([[
    CreateThread(function()
        PerformHttpRequest('http://127.0.0.1:9/', function(status, body, headers, errorData)
            print(('http %s %s %s %s'):format(status, tostring(body), type(headers), tostring(errorData ~= nil)))
        end, 'POST', '{}', { ['Content-Type'] = 'application/json' })
    end)
]], '@selftest/http.lua')
harness:runFor(5000)
check('HTTP failure as FiveM gives it', printed() == 'http 0 nil table true', printed())
check('HTTP event', eventsOf('http')[1] and eventsOf('http')[1].status == 0)

-- ---------------------------------------------------------------------------------------------
-- The console: ExecuteCommand never raises; ACEs as FiveM's Security.cpp

local function consoleLines()
    local lines = {}
    for _, event in ipairs(events) do
        if event.event == 'console' then
            table.insert(lines, event.text)
        end
    end
    return lines
end

local function ran()
    local list = {}
    for _, event in ipairs(events) do
        if event.event == 'command' then
            table.insert(list, event.command)
        end
    end
    return list
end

events = {}
harness:registerCommand({ name = 'vip', resource = 'vrp', restricted = true })
harness:registerCommand({ name = 'quebrado', resource = 'loja', restricted = false, error = 'falhou no handler' })
harness:loadChunk([[
    ExecuteCommand('givemoney 1 100')
    ExecuteCommand('vip 1 ouro')
    ExecuteCommand('say "ola mundo"')
    ExecuteCommand('quebrado 1')
    ExecuteCommand('ensure outro')
    ExecuteCommand('')
    print('depois dos comandos')
]], '@selftest/console.lua')
check('ExecuteCommand never raises', #errors() == 0 and printed() == 'depois dos comandos',
    table.concat(errors(), '; ') .. ' / ' .. printed())
check('unknown command and denied ones print, the others run', same(consoleLines(), {
    'No such command givemoney.',
    'Access denied for command vip.',
    '^1SCRIPT ERROR: @loja/server.lua:1: falhou no handler^7',
    'Access denied for command ensure.',
}), table.concat(consoleLines(), ' | '))
check('commands run', same(ran(), { 'say "ola mundo"', 'quebrado 1' }), table.concat(ran(), ' | '))

local env = harness.env
local registered = {}
for _, command in ipairs(env.GetRegisteredCommands()) do
    registered[command.name] = command
end
check('GetRegisteredCommands: name, resource, arity', same(registered.say, { name = 'say', resource = 'chat', arity = -1 })
    and same(registered.ensure, { name = 'ensure', resource = 'internal', arity = 1 })
    and same(registered.vip, { name = 'vip', resource = 'vrp', arity = -1 }))
check('security commands are not listed', registered.add_ace == nil)

check('only system.console holds command', env.IsPrincipalAceAllowed('system.console', 'command.quit')
    and not env.IsPrincipalAceAllowed('resource.painel-rp', 'command'))
check('an unrestricted command is everyone\'s', env.IsPrincipalAceAllowed('resource.painel-rp', 'command.say'))
check('a restricted command is its resource\'s', env.IsPrincipalAceAllowed('resource.vrp', 'command.vip')
    and not env.IsPrincipalAceAllowed('resource.painel-rp', 'command.vip'))

events = {}
harness:invokeCommand('add_ace resource.painel-rp command.vip allow', { 'system.console' })
check('a per-command ACE', env.IsPrincipalAceAllowed('resource.painel-rp', 'command.vip')
    and not env.IsPrincipalAceAllowed('resource.painel-rp', 'command.ensure'))
harness:invokeCommand('add_ace resource.painel-rp command allow', { 'system.console' })
check('command.x inherits command', env.IsPrincipalAceAllowed('resource.painel-rp', 'command.ensure')
    and env.IsPrincipalAceAllowed('RESOURCE.Painel-RP', 'Command.Qualquer.Coisa'))
harness:invokeCommand('add_ace resource.painel-rp command.quit deny', { 'system.console' })
check('a deny wins', not env.IsPrincipalAceAllowed('resource.painel-rp', 'command.quit')
    and env.IsPrincipalAceAllowed('resource.painel-rp', 'command.stop'))
harness:invokeCommand('add_principal resource.outro group.admin', { 'system.console' })
harness:invokeCommand('add_ace group.admin command.vip allow', { 'system.console' })
check('a principal inherits its parent\'s ACEs', env.IsPrincipalAceAllowed('resource.outro', 'command.vip')
    and not env.IsPrincipalAceAllowed('resource.terceiro', 'command.vip'))
harness:invokeCommand('add_ace builtin.everyone command.refresh allow', { 'system.console' })
check('builtin.everyone is everyone', env.IsPrincipalAceAllowed('resource.terceiro', 'command.refresh'))
check('no console output for valid security commands', #consoleLines() == 0, table.concat(consoleLines(), ' | '))

events = {}
harness:loadChunk([[
    ExecuteCommand('VIP 2 prata')
    ExecuteCommand('add_ace resource.painel-rp command.quit allow')
    ExecuteCommand('add_ace resource.qualquer')
]], '@selftest/console-allowed.lua')
check('allowed now, by any case of the name', same(ran(), { 'VIP 2 prata' }), table.concat(ran(), ' | '))
check('a resource may not change its own access; arity checked', same(consoleLines(), {
    'Changing ones own access is not permitted.',
    'Argument count mismatch (passed 1, wanted 3)',
}), table.concat(consoleLines(), ' | '))
harness:registerCommand({ name = 'VIP', resource = 'outro', restricted = false })
check('registering a taken name only replaces the handler',
    not env.IsPrincipalAceAllowed('resource.terceiro', 'command.vip') and #env.GetRegisteredCommands() == 8,
    #env.GetRegisteredCommands())
check('no errors in the console checks', #errors() == 0, table.concat(errors(), '; '))

-- ---------------------------------------------------------------------------------------------
-- KVP searches (ServerKVScriptFunctions.cpp)

harness.kvp = { ['a:2'] = 'x', ['a:1'] = 'y', ['a:10'] = 'z', ['b:1'] = 'w', ['a'] = 'v' }
local handle = env.StartFindKvp('a:')
local found = {}
env.DeleteResourceKvp('a:10')
for _ = 1, 5 do
    table.insert(found, env.FindKvp(handle) or 'nil')
end
env.EndFindKvp(handle)
check('FindKvp: the prefix\'s keys in order, from a snapshot', same(found, { 'a:1', 'a:10', 'a:2', 'nil', 'nil' }),
    table.concat(found, ','))
local handles = {}
for index = 1, 64 do
    handles[index] = env.StartFindKvp('a:')
end
check('64 searches at most', handles[1] == 0 and handles[64] == 63 and env.StartFindKvp('a:') == -1)
for _, open in ipairs(handles) do
    env.EndFindKvp(open)
end
check('a freed handle is given again', env.StartFindKvp('zz') == 0 and env.FindKvp(0) == nil)
env.EndFindKvp(0)
check('FindKvp out of range gives nothing', env.FindKvp(64) == nil and env.FindKvp(-1) == nil)

-- The server's clock follows the virtual time.
local before = env.os.time()
harness:runFor(61000)
check('os.time follows the virtual time', env.os.time() - before >= 60 and env.os.time() - before <= 62,
    env.os.time() - before)

-- ---------------------------------------------------------------------------------------------
-- HTTP as FiveM calls back (HttpScriptFunctions.cpp, scheduler.lua): four arguments

local probe = arg and arg[1]
if probe and probe ~= '' then
    events = {}
    harness:loadChunk(([[
        local base = %q
        local function show(path)
            return function(...)
                local status, body, headers, errorData = ...
                print(json.encode({ path = path, count = select('#', ...), status = status,
                    body = body or 'nil', headers = headers, errorData = errorData or 'nil' }))
            end
        end
        CreateThread(function()
            PerformHttpRequest(base .. '/ok', show('/ok'))
            PerformHttpRequest(base .. '/limited', show('/limited'), 'POST', '{}', { ['Content-Type'] = 'application/json' })
            PerformHttpRequest(base .. '/hang', show('/hang'))
        end)
    ]]):format(probe), '@selftest/probe.lua')
    local started = harness.now
    harness:runFor(4999)
    local early = {}
    for _, event in ipairs(events) do
        if event.event == 'print' then
            table.insert(early, json.decode(event.text))
        end
    end
    check('the answers came back, the hung request not yet', #early == 2, #early)
    harness:runFor(1001)
    local answers = {}
    for _, event in ipairs(events) do
        if event.event == 'print' then
            local answer = json.decode(event.text)
            answer.at = event.at - started
            answers[answer.path] = answer
        end
    end
    local ok, limited, hang = answers['/ok'], answers['/limited'], answers['/hang']
    check('200: status, body, headers, no errorData', ok and ok.count == 4 and ok.status == 200
        and ok.body == 'certo' and ok.errorData == 'nil' and same(ok.headers['X-Duplo'], { 'um', 'dois' })
        and ok.headers['Retry-After'] == '7', ok and json.encode(ok))
    check('429: status, no body, no headers, "HTTP 429: <body>"', limited and limited.count == 4
        and limited.status == 429 and limited.body == 'nil' and same(limited.headers, {})
        and limited.errorData == 'HTTP 429: {"message":"Aguarde 3 segundos."}', limited and json.encode(limited))
    check('no answer in 5 s: aborted with status 0 and curl\'s error 42', hang and hang.count == 4
        and hang.status == 0 and hang.body == 'nil' and same(hang.headers, {}) and hang.at == 5000
        and hang.errorData == 'Callback aborted - CURL error code 42 (Operation was aborted by an application callback)',
        hang and json.encode(hang))
else
    io.stderr:write('selftest: HTTP answers not checked (no probe URL given)\n')
end

if failures > 0 then
    io.stderr:write(('%d check(s) failed\n'):format(failures))
    os.exit(1)
end
print('ok')
